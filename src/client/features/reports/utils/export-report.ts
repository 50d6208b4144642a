import { buildReportJson } from '#shared/exports/json.ts';
import { buildReportHtml } from '#shared/exports/html.ts';
import { reportFileName } from '#shared/exports/file-name.ts';
import { reportTitle, type ReportInput } from '#shared/exports/report-model.ts';

export const exportFormats = ['json', 'html', 'docx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportFormatLabels: Record<ExportFormat, string> = { json: 'JSON', html: 'HTML', docx: 'DOCX' };

/** The file for one format. The Word builder (the `docx` package, ~400 kB) loads only when DOCX is chosen. */
export async function buildReportFile(format: ExportFormat, input: ReportInput): Promise<{ blob: Blob; fileName: string }> {
  const exportedAt = input.exportedAt ?? new Date();
  const fileName = reportFileName(reportTitle(input), exportedAt, format);
  const withTime = { ...input, exportedAt };
  if (format === 'json') return { blob: new Blob([buildReportJson(withTime)], { type: 'application/json' }), fileName };
  if (format === 'html') return { blob: new Blob([buildReportHtml(withTime)], { type: 'text/html;charset=utf-8' }), fileName };
  const { buildReportDocx } = await import('#shared/exports/docx.ts');
  return { blob: await buildReportDocx(withTime), fileName };
}

/** Spec section 8's export toasts, worded for the report rather than the plan. */
export const exportSuccessMessage = (format: ExportFormat) => `Your IP analysis report has been exported as ${exportFormatLabels[format]}.`;
export const exportFailureMessage = (format: ExportFormat) => `There was an error exporting your report to ${exportFormatLabels[format]}.`;
