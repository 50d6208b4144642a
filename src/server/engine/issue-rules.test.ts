import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.ts';

// Each test states a general rule behind a failure seen on real plans and filings (issue 16).
const trademarks = (text: string) => analyze(text).recommendations.filter((r) => r.type === 'trademark');
const marks = (text: string) => trademarks(text).map((r) => (r.details.kind === 'trademark' ? r.details.mark : ''));

const roaster = `Ridgeway Coffee Roasters
Ridgeway Coffee Roasters is a small-batch coffee roaster in Asheville. We sell whole-bean coffee in 12 oz bags online and to cafés.
Our proprietary roasting profile for each origin took three years to develop; only our head roaster and the two founders know the full profiles, which we keep in a logbook.
Our house blend has a sweet, low-acid finish that customers love.
Tagline: "Proof of cold, in every box."
We plan to open a second café in 2026.`;

const sensor = `Product and the Invention
Coldtrace Inc. builds a cold-chain sensor that logs temperature every second. The sensor housing is sealed with wax to keep moisture out.
Our firmware compresses readings 20x so the battery lasts five years, a new method no competitor uses.
We have 2.3 million shipment records from pilot customers that train our spoilage model; we keep them confidential.`;

describe('issue 16 rules', () => {
  it('recognises know-how that only named people hold as a trade secret, named for the asset', () => {
    const secret = analyze(roaster).recommendations.find((r) => r.type === 'trade_secret');
    expect(secret?.name).toMatch(/roasting profile/i);
    expect(secret?.evidence.some((e) => e.text.includes('only our head roaster'))).toBe(true);
  });

  it('never names a finding after a section heading', () => {
    for (const rec of analyze(sensor).recommendations) expect(rec.name.toLowerCase()).not.toContain('product and the invention');
  });

  it('proposes a tagline as one slogan, never its single words', () => {
    const found = marks(roaster);
    expect(found).toContain('Proof of cold, in every box');
    expect(found).not.toContain('Proof');
    expect(trademarks(roaster).find((r) => r.name.includes('PROOF OF COLD'))?.name).toMatch(/slogan/);
  });

  it('takes Nice classes from the goods the mark is used on, not from an incidental word', () => {
    const classes = (text: string) => trademarks(text).flatMap((r) => (r.details.kind === 'trademark' ? r.details.niceClasses.map((c) => c.number) : []));
    // Wax seals a sensor housing: no class 4 (candles); coffee in bags: no class 18 (leather bags).
    expect(classes(sensor)).not.toContain(4);
    expect(classes(sensor)).toContain(9);
    expect(classes(roaster)).not.toContain(18);
    expect(classes(roaster)).toContain(30);
    // "a sweet, low-acid finish" describes the coffee: it is not the goods "sweets".
    for (const r of trademarks(roaster)) expect(JSON.stringify(r.rationale)).not.toMatch(/"sweets"/);
  });

  it('finds the company name defined in parentheses and never a contraction, a place or a person', () => {
    const text = `Peloquin Fitness, Inc. ("Peloquin," "we," "our") sells connected rowing machines and a subscription app with live classes. Peloquin's instructors record 40 new classes each week. We're growing fast and WE'LL launch in Canada next year. Our co-founder Maria Lopez leads design.`;
    const found = marks(text).map((m) => m.toLowerCase());
    expect(found[0]).toBe('peloquin');
    for (const bad of ["we'll", "we're", 'canada', 'maria lopez']) expect(found).not.toContain(bad);
  });

  it('finds the company name from "As used herein, "X," "we" and "our"" and from its legal form', () => {
    expect(marks('As used herein, “Zentrova,” “we,” “our” and the “Company” refer to Zentrova Holdings, Inc. We make industrial pumps and sell them to utilities.')[0]).toBe('Zentrova');
    expect(marks('Brindle & Oak Corporation is a furniture maker. Our chairs are sold to hotels across the region.')[0]).toBe('Brindle & Oak');
  });

  it('never proposes a word the text also writes in lower case, or a plural acronym', () => {
    const text =
      'Velocor Inc. ("Velocor") designs bike frames. Bike riders love our frames. Our Bike line and the Velocor Aero frame ship to 40 OEMs. Most OEMs buy through distributors.';
    const found = marks(text);
    expect(found).not.toContain('Bike');
    expect(found).not.toContain('OEMs');
  });

  it('groups a family under its house mark and proposes at most 8 trademarks, strongest first', () => {
    const family = 'Zentrova Inc. ("Zentrova") runs three networks: Zentrova Express, Zentrova Ground and Zentrova Freight carry parcels across the country.';
    const recs = trademarks(family);
    expect(recs).toHaveLength(1);
    expect(recs[0]!.name).toMatch(/ZENTROVA \(company name; family: .*Zentrova Express.*Zentrova Ground/);
    const brands = Array.from({ length: 14 }, (_, i) => `Brand${String.fromCharCode(65 + i)}ix`);
    const many = `Quillon Inc. ("Quillon") makes snacks. Our brands include ${brands.join(', ')}. ${brands.map((b) => `${b} is our snack.`).join(' ')}`;
    const recsMany = trademarks(many);
    expect(recsMany.length).toBeLessThanOrEqual(8);
    expect((recsMany[0]!.details as { mark: string }).mark).toBe('Quillon');
  });

  it('keeps the digits of a quantity in a finding name', () => {
    const secret = analyze(sensor).recommendations.find((r) => r.type === 'trade_secret');
    expect(secret?.name).toContain('2.3 million shipment records');
  });

  it('quotes the plan in every recommendation', () => {
    for (const text of [roaster, sensor]) {
      const result = analyze(text);
      for (const rec of result.recommendations) {
        expect(rec.evidence.length).toBeGreaterThan(0);
        for (const e of rec.evidence) expect(result.recommendations.length > 0 && text.replace(/\r\n?/g, '\n').includes(e.text)).toBe(true);
      }
    }
  });
});
