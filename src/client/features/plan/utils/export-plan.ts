import type { PlanItem } from '#shared/schemas/plan.ts';
import { buildPlanJson } from '#shared/exports/plan-json.ts';
import { buildPlanHtml } from '#shared/exports/plan-html.ts';
import { buildPlanIcs } from '#shared/exports/plan-ics.ts';
import { planFileName } from '#shared/exports/plan-model.ts';

export const planExportFormats = ['json', 'html', 'docx', 'ics'] as const;
export type PlanExportFormat = (typeof planExportFormats)[number];

export const planExportLabels: Record<PlanExportFormat, string> = { json: 'JSON', html: 'HTML', docx: 'DOCX', ics: 'ICS' };

/** The file for one format. The Word builder (the `docx` package, ~400 kB) loads only when DOCX is chosen. */
export async function buildPlanFile(
  format: PlanExportFormat,
  items: readonly PlanItem[],
  exportedAt = new Date(),
): Promise<{ blob: Blob; fileName: string }> {
  const input = { items, exportedAt };
  const fileName = planFileName(exportedAt, format);
  switch (format) {
    case 'json':
      return { blob: new Blob([buildPlanJson(input)], { type: 'application/json' }), fileName };
    case 'html':
      return { blob: new Blob([buildPlanHtml(input)], { type: 'text/html;charset=utf-8' }), fileName };
    case 'ics':
      return { blob: new Blob([buildPlanIcs(input)], { type: 'text/calendar;charset=utf-8' }), fileName };
    case 'docx': {
      const { buildPlanDocx } = await import('#shared/exports/plan-docx.ts');
      return { blob: await buildPlanDocx(input), fileName };
    }
  }
}

/** Spec section 8's export toasts. */
export const planExportSuccessMessage = (format: PlanExportFormat) => `Your IP implementation plan has been exported as ${planExportLabels[format]}.`;
export const planExportFailureMessage = (format: PlanExportFormat) => `There was an error exporting your plan to ${planExportLabels[format]}.`;
