import { useQueryClient } from '@tanstack/react-query';
import type { CreateAnalysisInput } from '#shared/schemas/business-plan.ts';
import type { ReportData } from '#client/features/reports/components/report-data.ts';

/**
 * The dashboard's last input and report, kept in the query cache (memory only) so that leaving the
 * dashboard (to the plan, say) and coming back shows the same results; a reload starts afresh.
 */
export type DashboardSession = { input: CreateAnalysisInput | null; report: ReportData | null };

const key = ['dashboard', 'session'] as const;
const empty: DashboardSession = { input: null, report: null };

export function useDashboardSession() {
  const queryClient = useQueryClient();
  return {
    read: (): DashboardSession => queryClient.getQueryData<DashboardSession>(key) ?? empty,
    write: (next: Partial<DashboardSession>) =>
      queryClient.setQueryData<DashboardSession>(key, (previous) => ({ ...(previous ?? empty), ...next })),
  };
}

/** "/?new": the dashboard with a blank form and no report (New Project), instead of the last session. */
export const NEW_PROJECT_HREF = '/?new';
export const isNewProjectSearch = (search: string) => new URLSearchParams(search).has('new');
