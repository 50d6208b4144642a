import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { PlanItem } from '#shared/schemas/plan.ts';
import { useCurrentUser } from '#client/features/auth/api/get-current-user.ts';
import { useIsMutating } from '@tanstack/react-query';
import { usePlanItems } from '../api/get-plan-items.ts';
import { importPlanItemsMutationKey, useImportPlanItems } from '../api/import-plan-items.ts';
import { clearStoredPlan, readPlanCache, readStoredPlan, writePlanCache } from '../utils/plan-storage.ts';

export const LOAD_FAILED = 'Failed to load implementation plan data.';
export const SAVE_FAILED = 'Failed to save implementation plan.';

export type PlanView =
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void; retrying: boolean }
  /** `offlineSince` is set when the server could not be reached and the browser's last copy is shown. */
  | { state: 'ready'; items: PlanItem[]; offlineSince: string | null; retry: () => void; retrying: boolean };

export function importedMessage(imported: number): string {
  if (imported === 0) return 'The plan saved in this browser by an earlier version is already in your account.';
  return `${imported} ${imported === 1 ? 'item' : 'items'} saved in this browser by an earlier version ${imported === 1 ? 'was' : 'were'} added to your account.`;
}

/**
 * Users whose legacy import started, and ended, in this page load. The layout and the plan page both ask for the
 * import and only the first starts it: the other, which may mount while it runs, waits for the same end.
 */
const importsStarted = new Set<number>();
const importsEnded = new Set<number>();

/**
 * Imports a plan an earlier version left in localStorage, once: on success the key is replaced by
 * this version's marked copy. On failure the key stays, so the next visit tries again.
 */
export function useLegacyPlanImport(userId: number | undefined) {
  const importPlan = useImportPlanItems({
    onSaved: (answer) => {
      if (userId !== undefined) importsEnded.add(userId);
      clearStoredPlan();
      if (userId !== undefined) writePlanCache(userId, answer.items);
      toast.success('Plan Updated', { description: importedMessage(answer.imported) });
    },
    onFailed: () => {
      if (userId !== undefined) importsEnded.add(userId);
      toast.error('Error', { description: SAVE_FAILED });
    },
  });
  const [stored] = useState(readStoredPlan);
  const { mutate } = importPlan;

  useEffect(() => {
    if (userId === undefined || stored.kind !== 'legacy' || importsStarted.has(userId)) return;
    importsStarted.add(userId);
    if (stored.items.length === 0) clearStoredPlan();
    else mutate(stored.items);
  }, [userId, stored, mutate]);

  // Re-renders every instance when the import (whichever instance started it) starts or ends.
  useIsMutating({ mutationKey: importPlanItemsMutationKey });
  const awaitingImport = stored.kind === 'legacy' && stored.items.length > 0;
  return { importing: awaitingImport && (userId === undefined || !importsEnded.has(userId)) };
}

/** The plan to show: the server's, or the browser's last copy (read-only) when the server cannot be reached. */
export function useImplementationPlan(): PlanView {
  const user = useCurrentUser().data ?? undefined;
  const userId = user?.id;
  const list = usePlanItems();
  const { importing } = useLegacyPlanImport(userId);

  useEffect(() => {
    if (userId !== undefined && list.data) writePlanCache(userId, list.data);
  }, [userId, list.data]);

  const failed = list.isError && !list.data;
  const cached = useMemo(() => (failed && userId !== undefined ? readPlanCache(userId) : null), [failed, userId]);

  // Announce a failed load once per failure, and only when there is no copy to show instead.
  useEffect(() => {
    if (failed && !cached && list.errorUpdatedAt) toast.error('Error', { description: LOAD_FAILED });
  }, [failed, cached, list.errorUpdatedAt]);

  const retry = () => void list.refetch();
  const retrying = list.isFetching;
  if (list.data && !importing) return { state: 'ready', items: list.data, offlineSince: null, retry, retrying };
  if (failed && cached) return { state: 'ready', items: cached.items, offlineSince: cached.savedAt, retry, retrying };
  if (failed && !importing) return { state: 'failed', retry, retrying };
  return { state: 'loading' };
}
