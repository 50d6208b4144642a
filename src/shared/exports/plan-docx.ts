// The plan's Word export, built with the `docx` package (the client loads this module only when DOCX is chosen).
import { AlignmentType, Document, Footer, HeadingLevel, Packer, PageNumber, Paragraph, TextRun, type FileChild } from 'docx';
import type { PlanItem } from '../schemas/plan.ts';
import { ACCENT, MUTED, WARN, heading, labelled, para, spacer, table } from './docx-parts.ts';
import { formatLongDate } from './report-model.ts';
import {
  PLAN_TITLE,
  formatPlanDate,
  itemsByStatus,
  planItemFacts,
  planStatusLabels,
  planSummary,
  planTypeLabel,
  summaryTiles,
  type PlanExportInput,
} from './plan-model.ts';

function itemBlock(item: PlanItem, today: Date): FileChild[] {
  return [
    heading(item.name, HeadingLevel.HEADING_3),
    ...planItemFacts(item, today).map((f) => labelled(f.label, f.value, f.overdue ? WARN : undefined)),
    para(item.description),
    labelled('Next step', item.nextStep, ACCENT),
    ...(item.notes ? [labelled('Notes', item.notes)] : []),
  ];
}

function overview(input: PlanExportInput, exportedAt: Date): FileChild[] {
  const summary = planSummary(input);
  const tiles = summaryTiles(summary);
  return [
    new Paragraph({ spacing: { after: 120 }, children: [new TextRun({ text: 'MOATMAP', color: MUTED, bold: true, size: 20 })] }),
    new Paragraph({ heading: HeadingLevel.TITLE, spacing: { after: 240 }, children: [new TextRun(PLAN_TITLE)] }),
    labelled('Exported', formatLongDate(exportedAt)),
    heading('Summary', HeadingLevel.HEADING_1),
    table([1, 1, 1, 1], tiles.map((t) => t.label), [tiles.map((t) => ({ text: t.value, bold: true }))]),
    spacer(),
    ...(input.items.length
      ? [
          table(
            [38, 16, 16, 16, 14],
            ['Item', 'Type', 'Status', 'Due', 'Added'],
            input.items.map((i) => [i.name, planTypeLabel(i), planStatusLabels[i.status], formatPlanDate(i.dueDate), formatPlanDate(i.addedAt)]),
          ),
          spacer(),
        ]
      : [para('The implementation plan is empty.', { italics: true, color: MUTED })]),
  ];
}

export function buildPlanDocument(input: PlanExportInput): Document {
  const exportedAt = input.exportedAt ?? new Date();
  const footer = new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], color: MUTED, size: 16 })],
      }),
    ],
  });
  return new Document({
    creator: 'Moatmap',
    title: PLAN_TITLE,
    description: 'Implementation plan of intellectual property recommendations',
    styles: {
      default: {
        document: { run: { font: 'Calibri', size: 22, color: '1F2933' } },
        title: { run: { font: 'Calibri', size: 48, bold: true, color: ACCENT } },
        heading1: { run: { font: 'Calibri', size: 32, bold: true, color: ACCENT }, paragraph: { spacing: { before: 360, after: 160 } } },
        heading2: { run: { font: 'Calibri', size: 26, bold: true, color: ACCENT }, paragraph: { spacing: { before: 280, after: 120 } } },
        heading3: { run: { font: 'Calibri', size: 22, bold: true, color: ACCENT }, paragraph: { spacing: { before: 240, after: 80 } } },
      },
    },
    sections: [
      {
        properties: { page: { size: { width: 11906, height: 16838 }, margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } },
        footers: { default: footer },
        children: [
          ...overview(input, exportedAt),
          ...itemsByStatus(input.items).flatMap((group) => [
            heading(`${group.label} (${group.items.length})`, HeadingLevel.HEADING_1),
            ...group.items.flatMap((item) => itemBlock(item, exportedAt)),
          ]),
          para('Due dates are estimates from typical timelines; confirm filing deadlines with a qualified IP attorney. Not legal advice.', {
            italics: true,
            color: MUTED,
          }),
        ],
      },
    ],
  });
}

export function buildPlanDocx(input: PlanExportInput): Promise<Blob> {
  return Packer.toBlob(buildPlanDocument(input));
}

export async function buildPlanDocxBytes(input: PlanExportInput): Promise<Uint8Array> {
  return new Uint8Array(await Packer.toArrayBuffer(buildPlanDocument(input)));
}
