// The Word export, built with the `docx` package; Packer.toBlob works in browsers and in Node 20.
import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  TextRun,
  type FileChild,
} from 'docx';
import type { FeeBudget } from '../rules/fee-budget.ts';
import type { Recommendation } from '../schemas/analysis.ts';
import { ACCENT, MUTED, NUMBERED, WARN, bullets, heading, labelled, numbered, para, quote, spacer, table } from './docx-parts.ts';
import {
  REPORT_DISCLAIMER,
  budgetRows,
  reportBudget,
  reportBudgetHeadline,
  budgetTotal,
  countTiles,
  customParameterLines,
  formatLongDate,
  likelihoodText,
  potentialText,
  recommendationDetails,
  recommendationFacts,
  reportPhases,
  reportStrategy,
  reportTitle,
  typeLabel,
  type ReportInput,
} from './report-model.ts';

function titlePage(input: ReportInput): FileChild[] {
  const exported = formatLongDate(input.exportedAt ?? new Date());
  return [
    new Paragraph({ spacing: { before: 2400, after: 240 }, children: [new TextRun({ text: 'MOATMAP IP ANALYSIS', color: MUTED, bold: true, size: 22 })] }),
    new Paragraph({ heading: HeadingLevel.TITLE, spacing: { after: 480 }, children: [new TextRun(reportTitle(input))] }),
    labelled('Analysis date', formatLongDate(input.analysisDate)),
    labelled('Exported', exported),
    ...(input.businessPlanId != null ? [labelled('Business plan', `#${input.businessPlanId}`)] : []),
    labelled('Engine version', input.result.engineVersion),
    ...(input.customStrategy ? [labelled('Roadmap', 'Custom Strategy')] : []),
    new Paragraph({ spacing: { before: 1200 }, children: [new TextRun({ text: REPORT_DISCLAIMER, italics: true, color: MUTED, size: 18 })] }),
  ];
}

function summary(input: ReportInput): FileChild[] {
  const { result } = input;
  const tiles = countTiles(result);
  const recs = result.recommendations;
  return [
    heading('Summary', HeadingLevel.HEADING_1, { pageBreakBefore: true }),
    para(result.summary),
    table([1, 1, 1, 1], tiles.map((t) => t.label), [tiles.map((t) => ({ text: String(t.value), bold: true }))]),
    heading('Recommendations', HeadingLevel.HEADING_1),
    recs.length
      ? table(
          [26, 14, 16, 14, 30],
          ['Name', 'Type', 'Likelihood', 'Potential', 'Next step'],
          recs.map((r) => [r.name, typeLabel(r), likelihoodText(r), potentialText(r), r.nextStep]),
        )
      : para('The plan supports no recommendation.', { italics: true }),
    spacer(),
  ];
}

function detail(rec: Recommendation, budget: FeeBudget): FileChild[] {
  return [
    heading(rec.name, HeadingLevel.HEADING_2),
    ...recommendationFacts(rec, budget).map((f) => labelled(f.label, f.value)),
    para(rec.description),
    ...(rec.rationale.length ? [heading('Rationale', HeadingLevel.HEADING_3), ...bullets(rec.rationale)] : []),
    ...(rec.evidence.length ? [heading('Evidence from the plan', HeadingLevel.HEADING_3), ...rec.evidence.map((e) => quote(e.text))] : []),
    ...recommendationDetails(rec).flatMap((d) => [
      heading(d.label, HeadingLevel.HEADING_3),
      ...bullets(d.items, d.warning ? WARN : undefined),
    ]),
    labelled('Next step', rec.nextStep, ACCENT),
  ];
}

function roadmap(input: ReportInput): FileChild[] {
  const { strategy, custom } = reportStrategy(input);
  const params = customParameterLines(input);
  return [
    heading('Protection Roadmap', HeadingLevel.HEADING_1, { pageBreakBefore: true }),
    ...(custom
      ? [
          para('Custom Strategy', { bold: true, color: ACCENT }),
          para('This roadmap was tailored to the parameters below and replaces the original one.'),
          table([30, 70], ['Parameter', 'Value'], params.map((p) => [p.label, p.value])),
          spacer(),
        ]
      : []),
    ...reportPhases.flatMap((phase, i) => [
      heading(phase.heading, HeadingLevel.HEADING_2),
      ...(strategy[phase.key].length ? numbered(strategy[phase.key], i + 1) : [para('No actions in this phase.', { italics: true, color: MUTED })]),
    ]),
  ];
}

function budget(input: ReportInput): FileChild[] {
  const { custom } = reportStrategy(input);
  const rows = budgetRows(input);
  const total = budgetTotal(input);
  return [
    heading('Estimated Budget', HeadingLevel.HEADING_1),
    labelled(custom ? 'Custom strategy estimate' : 'Estimate for the recommended roadmap', reportBudgetHeadline(input)),
    ...(rows.length
      ? [
          heading('Fees and typical costs for the findings', HeadingLevel.HEADING_2),
          table(
            [40, 14, 14, 32],
            ['Item', { text: 'Low', align: 'right' }, { text: 'High', align: 'right' }, 'Source'],
            [
              ...rows.map((r) => [r.label, { text: r.low, align: 'right' as const }, { text: r.high, align: 'right' as const }, r.source]),
              [{ text: 'Total', bold: true }, { text: total.low, bold: true, align: 'right' as const }, { text: total.high, bold: true, align: 'right' as const }, ''],
            ],
          ),
          spacer(),
        ]
      : []),
    ...(input.result.notes.length ? [heading('Notes', HeadingLevel.HEADING_2), ...bullets(input.result.notes)] : []),
  ];
}

export function buildReportDocument(input: ReportInput): Document {
  const footer = new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun({ text: 'Not legal advice. ', color: MUTED, size: 16 }),
          new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], color: MUTED, size: 16 }),
        ],
      }),
    ],
  });
  return new Document({
    creator: 'Moatmap',
    title: `IP Analysis: ${reportTitle(input)}`,
    description: 'Intellectual property analysis of a business plan',
    styles: {
      default: {
        document: { run: { font: 'Calibri', size: 22, color: '1F2933' } },
        title: { run: { font: 'Calibri', size: 52, bold: true, color: ACCENT } },
        heading1: { run: { font: 'Calibri', size: 32, bold: true, color: ACCENT }, paragraph: { spacing: { before: 360, after: 160 } } },
        heading2: { run: { font: 'Calibri', size: 26, bold: true, color: ACCENT }, paragraph: { spacing: { before: 280, after: 120 } } },
        heading3: { run: { font: 'Calibri', size: 22, bold: true, color: MUTED }, paragraph: { spacing: { before: 160, after: 60 } } },
      },
    },
    numbering: {
      config: [
        {
          reference: NUMBERED,
          levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START, style: { paragraph: { indent: { left: 720, hanging: 360 } } } }],
        },
      ],
    },
    sections: [
      {
        properties: { page: { size: { width: 11906, height: 16838 }, margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } },
        footers: { default: footer },
        children: [
          ...titlePage(input),
          ...summary(input),
          heading('Recommendation Details', HeadingLevel.HEADING_1),
          ...input.result.recommendations.flatMap((rec) => detail(rec, reportBudget(input))),
          ...roadmap(input),
          ...budget(input),
          heading('Disclaimer', HeadingLevel.HEADING_2),
          para(REPORT_DISCLAIMER, { italics: true, color: MUTED }),
        ],
      },
    ],
  });
}

export function buildReportDocx(input: ReportInput): Promise<Blob> {
  return Packer.toBlob(buildReportDocument(input));
}

export async function buildReportDocxBytes(input: ReportInput): Promise<Uint8Array> {
  return new Uint8Array(await Packer.toArrayBuffer(buildReportDocument(input)));
}
