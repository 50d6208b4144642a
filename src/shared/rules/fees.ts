// The official fee table the budgets use. Each figure carries the office or survey it comes from (by name and
// address) and the date it took effect; check the official pages before a release and update figure, source and
// date together.

/**
 * Where a figure comes from. `market` figures are typical prices, not official fees: `effective` is then the date
 * they were recorded ("as of").
 */
export type Provenance = { source: string; url: string; effective: string; market?: true };
export type Fee = { amount: number } & Provenance;
export type FeeRange = { low: number; high: number } & Provenance;
export type EntitySize = 'large' | 'small' | 'micro';
export type PatentFee = Record<EntitySize, number> & Provenance;

const usptoFeeSchedule = 'https://www.uspto.gov/learning-and-resources/fees-and-payment/uspto-fee-schedule';
const usptoPatent = { source: 'USPTO fee schedule, patent fees (37 CFR 1.16-1.18; small entity 60% off, micro entity 80% off)', url: usptoFeeSchedule, effective: '2025-01-19' };
const usptoTrademark = { source: 'USPTO fee schedule, trademark fees (37 CFR 2.6)', url: usptoFeeSchedule, effective: '2025-01-18' };
const copyrightOffice = { source: 'US Copyright Office fee schedule (37 CFR 201.3)', url: 'https://www.copyright.gov/about/fees.html', effective: '2020-03-20' };
// Market prices have no effective date: this is when the ranges were recorded.
const marketRecorded = '2026-11-22';
const attorneySurvey = {
  source: 'AIPLA Report of the Economic Survey, typical US patent attorney fees',
  url: 'https://www.aipla.org/detail/news/economic-survey',
  effective: marketRecorded,
  market: true,
} as const;

const patent = (large: number, small: number, micro: number): PatentFee => ({ large, small, micro, ...usptoPatent });

export const patentFees = {
  provisional: patent(325, 130, 65),
  /** Filing, search and examination of a non-provisional utility application, together. */
  filingSearchExamination: patent(2000, 800, 400),
  issue: patent(1290, 516, 258),
  independentClaimOver3: patent(600, 240, 120),
  claimOver20: patent(200, 80, 40),
} as const;

const tm = (amount: number): Fee => ({ amount, ...usptoTrademark });

export const trademarkFees = {
  /** Base application, per class of goods or services. */
  baseApplicationPerClass: tm(350),
  /** Surcharge per class for goods and services written free-form instead of taken from the ID Manual. */
  freeFormSurchargePerClass: tm(200),
  /** Surcharge per class for each additional 1,000 characters of free-form goods text. */
  extraCharactersSurchargePerClass: tm(200),
  /** Surcharge per class for an application with insufficient information. */
  insufficientInformationSurchargePerClass: tm(100),
  madridUsDesignationPerClass: tm(600),
  statementOfUsePerClass: tm(150),
  section8PerClass: tm(325),
  section9PerClass: tm(325),
  section15PerClass: tm(250),
} as const;

export const trademarkClearance = {
  /** An automated screening report (e.g. Markify). */
  screening: {
    amount: 129,
    source: 'Markify, automated trademark screening report price',
    url: 'https://www.markify.com/',
    effective: marketRecorded,
    market: true,
  } satisfies Fee,
  /** A full search with a written report. */
  fullSearch: {
    low: 1000,
    high: 1500,
    source: 'Corsearch, full trademark search report with a written opinion, typical price',
    url: 'https://corsearch.com/trademark-clearance/',
    effective: marketRecorded,
    market: true,
  } satisfies FeeRange,
} as const;

const co = (amount: number): Fee => ({ amount, ...copyrightOffice });

export const copyrightFees = {
  /** Single author, same claimant, one work, not made for hire, filed online. */
  singleApplication: co(45),
  standardElectronic: co(65),
  paper: co(125),
} as const;

export const attorneyFees = {
  patentNonProvisional: { low: 8000, high: 15000, ...attorneySurvey } satisfies FeeRange,
  patentNonProvisionalSoftware: { low: 8000, high: 12000, ...attorneySurvey } satisfies FeeRange,
  /** NDAs, employee and contractor confidentiality and invention-assignment templates at the start. */
  tradeSecretProgram: {
    low: 500,
    high: 2000,
    source: 'Typical US attorney fees for NDA, confidentiality and invention-assignment templates (AIPLA Report of the Economic Survey)',
    url: attorneySurvey.url,
    effective: marketRecorded,
    market: true,
  } satisfies FeeRange,
} as const;

/** "Effective 2025-01-19" for an official fee, "As of 2026-11-22" for a market price. */
export const feeDate = (fee: Provenance): string => (fee.market ? `as of ${fee.effective}` : `effective ${fee.effective}`);

/** "USPTO ... (https://...), effective 2025-01-19": how a figure's origin is written out in text. */
export const citeFee = (fee: Provenance): string => `${fee.source} (${fee.url}), ${feeDate(fee)}`;

/** "$1,050": whole dollars with thousands separators (by hand: Intl formatting costs more than the whole roadmap). */
export function formatUsd(amount: number): string {
  return `$${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
