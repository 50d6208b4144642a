import { describe, expect, it } from 'vitest';
import { buildPlanIcs, escapeIcsText, foldIcsLine } from './plan-ics.ts';
import { samplePlanItems } from './plan-fixture.ts';

const exportedAt = new Date('2025-03-20T12:34:56.000Z');
const ics = buildPlanIcs({ items: samplePlanItems, exportedAt });
const octets = (s: string) => new TextEncoder().encode(s).length;

/** Unfolds (RFC 5545 3.1) and splits into events of name -> raw value. */
function parse(text: string) {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  let inAlarm = false;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    }
    else if (line === 'BEGIN:VALARM') inAlarm = true;
    else if (line === 'END:VALARM') inAlarm = false;
    else if (current && !inAlarm) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return { lines, events };
}

const unescape = (v: string) => v.replace(/\\n/g, '\n').replace(/\\([\\;,])/g, '$1');

describe('buildPlanIcs', () => {
  it('is a VCALENDAR with CRLF line endings only', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Moatmap//Implementation Plan//EN\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('has one all-day event per item with a due date, with a stable UID, DTSTAMP and the next step', () => {
    const { events } = parse(ics);
    // The deferred trade secret has no due date.
    expect(events).toHaveLength(3);
    const patent = events.find((e) => e.UID === 'plan-item-11-patent-1a2b3c4d@moatmap')!;
    expect(patent).toMatchObject({
      DTSTAMP: '20250320T123456Z',
      'DTSTART;VALUE=DATE': '20250310',
      'DTEND;VALUE=DATE': '20250311',
      CREATED: '20250301T090000Z',
      SUMMARY: 'Due: Patent: self-powered temperature sensor tag',
    });
    expect(unescape(patent.DESCRIPTION!)).toContain(`Next step: ${samplePlanItems[0]!.nextStep}\nStatus: In Progress`);
    expect(unescape(patent.DESCRIPTION!)).toContain('Notes: Counsel: Dana Reyes, Reyes & Park; call on Tuesdays.');
    const again = parse(buildPlanIcs({ items: samplePlanItems, exportedAt: new Date() })).events.map((e) => e.UID);
    expect(again).toEqual(events.map((e) => e.UID));
  });

  it('ends an event on the next day across month and year ends', () => {
    const { events } = parse(buildPlanIcs({ items: [{ ...samplePlanItems[1]!, dueDate: '2025-12-31' }], exportedAt }));
    expect(events[0]).toMatchObject({ 'DTSTART;VALUE=DATE': '20251231', 'DTEND;VALUE=DATE': '20260101' });
  });

  it('folds every line at 75 octets without splitting a character', () => {
    const long = { ...samplePlanItems[0]!, name: `Patent: ${'sensor-tag résumé ✓ '.repeat(12)}` };
    const text = buildPlanIcs({ items: [long], exportedAt });
    const physical = text.split('\r\n');
    for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    expect(text).not.toContain('\uFFFD');
    expect(unescape(parse(text).events[0]!.SUMMARY!)).toBe(`Due: ${long.name}`);
  });
});

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(ics).toContain('SUMMARY:Due: Trademark: LUMIO (product name)');
    expect(ics).not.toMatch(/DESCRIPTION:[^\r]*[^\\][,;]/);
  });

  it('folds with CRLF and a space, keeping short lines whole', () => {
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short');
    const folded = foldIcsLine(`X:${'é'.repeat(60)}`);
    const [first, second] = folded.split('\r\n');
    expect(octets(first!)).toBe(74);
    expect(second!.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`X:${'é'.repeat(60)}`);
  });
});
