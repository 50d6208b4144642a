import { describe, expect, it } from 'vitest';
import { reflowLines } from './reflow.ts';

describe('reflowLines', () => {
  it('joins a sentence wrapped over lines', () => {
    const page = [
      'Our adaptive scheduling method learns occupancy from door sensors and cuts heating',
      'costs by 30% in the first winter, as measured in our pilot with Acme Offices in',
      'Berlin and Munich.',
    ].join('\n');
    expect(reflowLines(page)).toBe(
      'Our adaptive scheduling method learns occupancy from door sensors and cuts heating costs by 30% in the first winter, as measured in our pilot with Acme Offices in Berlin and Munich.',
    );
  });

  it('keeps headings, list items and finished sentences on their own lines', () => {
    const page = [
      'Executive Summary',
      'Lumio builds smart thermostats for small offices across the whole of Europe today.',
      'Products',
      '• Lumio Hub, the thermostat',
      '• Lumio Cloud, the dashboard for facility managers who run many sites at once',
      '2. Pricing',
    ].join('\n');
    expect(reflowLines(page)).toBe(page);
  });

  it('continues a list item wrapped onto a lower-case line and keeps hyphenated words whole', () => {
    const intro = 'Lumio sells two products to offices, schools and clinics across the whole of Europe.';
    const page = [intro, '- Lumio Cloud, the dashboard for facility', 'managers', 'Our cold-', 'chain sensors'].join('\n');
    expect(reflowLines(page)).toBe(`${intro}\n- Lumio Cloud, the dashboard for facility managers\nOur cold-chain sensors`);
  });

  it('keeps paragraph breaks', () => {
    expect(reflowLines('First paragraph ends here\n\nsecond paragraph')).toBe('First paragraph ends here\n\nsecond paragraph');
  });
});
