// The plan's due dates as an iCalendar file (RFC 5545): one all-day event per item with a due date.
import type { PlanItem } from '../schemas/plan.ts';
import { PLAN_TITLE, planLikelihoodText, planStatusLabels, planTypeLabel, type PlanExportInput } from './plan-model.ts';

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT values (RFC 5545 3.3.11): backslash, semicolon and comma are escaped, line breaks become \n. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): the continuation starts with a space, which
 * counts toward its own 75. Splits only between characters, never inside a UTF-8 sequence.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A UTC date-time, 20250320T120000Z. */
export function icsDateTime(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

/** YYYY-MM-DD -> YYYYMMDD, and the next day (DTEND of an all-day event is exclusive). */
function icsDays(day: string): { start: string; end: string } {
  const start = new Date(`${day}T00:00:00Z`);
  const end = new Date(start.getTime() + 86_400_000);
  const compact = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '');
  return { start: compact(start), end: compact(end) };
}

const validTime = (value: string, fallback: Date) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : date;
};

/** The UID stays the same for an item across exports, so re-importing updates the event rather than duplicating it. */
export const planItemUid = (item: Pick<PlanItem, 'itemId' | 'id'>) => `plan-item-${item.itemId}-${item.id}@moatmap`;

function eventLines(item: PlanItem & { dueDate: string }, stamp: Date): string[] {
  const { start, end } = icsDays(item.dueDate);
  const description = [
    `Next step: ${item.nextStep}`,
    `Status: ${planStatusLabels[item.status]}`,
    `Type: ${planTypeLabel(item)} - likelihood ${planLikelihoodText(item)}`,
    item.description,
    ...(item.notes ? [`Notes: ${item.notes}`] : []),
  ].join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:${planItemUid(item)}`,
    `DTSTAMP:${icsDateTime(stamp)}`,
    `CREATED:${icsDateTime(validTime(item.addedAt, stamp))}`,
    `LAST-MODIFIED:${icsDateTime(validTime(item.updatedAt, stamp))}`,
    `DTSTART;VALUE=DATE:${start}`,
    `DTEND;VALUE=DATE:${end}`,
    `SUMMARY:${escapeIcsText(`Due: ${item.name}`)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `CATEGORIES:${escapeIcsText(planTypeLabel(item))}`,
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-P7D',
    `DESCRIPTION:${escapeIcsText(`Due in a week: ${item.name}`)}`,
    'END:VALARM',
    'END:VEVENT',
  ];
}

const hasDueDate = (item: PlanItem): item is PlanItem & { dueDate: string } => !!item.dueDate && /^\d{4}-\d{2}-\d{2}$/.test(item.dueDate);

export function buildPlanIcs(input: PlanExportInput): string {
  const stamp = input.exportedAt ?? new Date();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Moatmap//Implementation Plan//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(PLAN_TITLE)}`,
    ...input.items.filter(hasDueDate).flatMap((item) => eventLines(item, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
