// Small builders for the Word export: styled paragraphs, lists and tables that render the same in
// Word and LibreOffice (fixed DXA column widths rather than percentages, which LibreOffice ignores).
import {
  BorderStyle,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
  type HeadingLevel,
  type IParagraphOptions,
} from 'docx';

export const ACCENT = '1F3A5F';
export const MUTED = '5F6B7A';
export const WARN = 'B42318';
const LINE = 'D9DEE5';
const WASH = 'F1F4F8';
/** A4 (11906 twips) less two 2 cm margins. */
export const CONTENT_WIDTH = 11906 - 2 * 1134;

export const NUMBERED = 'moatmap-numbered';

export function heading(text: string, level: (typeof HeadingLevel)[keyof typeof HeadingLevel], options: IParagraphOptions = {}) {
  return new Paragraph({ heading: level, keepNext: true, ...options, children: [new TextRun(text)] });
}

export const para = (text: string, run: { bold?: boolean; italics?: boolean; color?: string; size?: number } = {}) =>
  new Paragraph({ spacing: { after: 120 }, children: [new TextRun({ text, ...run })] });

/** "Label: value" on one line, the label in bold. */
export const labelled = (label: string, value: string, color?: string) =>
  new Paragraph({
    spacing: { after: 80 },
    children: [new TextRun({ text: `${label}: `, bold: true, color }), new TextRun({ text: value, color })],
  });

export const bullets = (items: readonly string[], color?: string) =>
  items.map((text) => new Paragraph({ bullet: { level: 0 }, spacing: { after: 60 }, children: [new TextRun({ text, color })] }));

/** A numbered list; each instance restarts at 1. */
export const numbered = (items: readonly string[], instance: number) =>
  items.map((text) => new Paragraph({ numbering: { reference: NUMBERED, level: 0, instance }, spacing: { after: 60 }, children: [new TextRun(text)] }));

export const quote = (text: string) =>
  new Paragraph({
    indent: { left: 360 },
    spacing: { after: 80 },
    border: { left: { style: BorderStyle.SINGLE, size: 12, color: LINE, space: 8 } },
    children: [new TextRun({ text: `\u201C${text}\u201D`, italics: true, color: '374151' })],
  });

type Cell = string | { text: string; bold?: boolean; align?: 'right' };

function cell(content: Cell, width: number, header: boolean) {
  const c = typeof content === 'string' ? { text: content } : content;
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    shading: header ? { type: ShadingType.CLEAR, color: 'auto', fill: WASH } : undefined,
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    children: [
      new Paragraph({
        alignment: c.align === 'right' ? 'right' : undefined,
        children: [new TextRun({ text: c.text, bold: header || c.bold, size: 19 })],
      }),
    ],
  });
}

/** A full-width table; widths are relative weights, the first row is the header (repeated on each page). */
export function table(weights: readonly number[], header: readonly Cell[], rows: readonly (readonly Cell[])[]) {
  const sum = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => Math.floor((w / sum) * CONTENT_WIDTH));
  const border = { style: BorderStyle.SINGLE, size: 4, color: LINE };
  return new Table({
    width: { size: widths.reduce((a, b) => a + b, 0), type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: { top: border, bottom: border, left: border, right: border, insideHorizontal: border, insideVertical: border },
    rows: [
      new TableRow({ tableHeader: true, cantSplit: true, children: header.map((h, i) => cell(h, widths[i]!, true)) }),
      ...rows.map((row) => new TableRow({ cantSplit: true, children: row.map((c, i) => cell(c, widths[i]!, false)) })),
    ],
  });
}

/** Word needs a paragraph between two tables or after a table at the end of a section. */
export const spacer = () => new Paragraph({ spacing: { after: 120 }, children: [] });
