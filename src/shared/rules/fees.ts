// The official fee table the budgets use. Each figure carries its source and the date it took effect; check the
// official pages before a release (see ../shared/IP-KNOWLEDGE.md) and update figure, source and date together.

/** `market` figures are typical prices, not official fees: `effective` is then the date they were recorded. */
type Provenance = { source: string; effective: string; market?: true };
export type Fee = { amount: number } & Provenance;
export type FeeRange = { low: number; high: number } & Provenance;
export type EntitySize = 'large' | 'small' | 'micro';
export type PatentFee = Record<EntitySize, number> & { source: string; effective: string };

const usptoPatent = 'USPTO fee schedule, patent fees (37 CFR 1.16-1.18; small entity 60% off, micro entity 80% off)';
const usptoPatentDate = '2025-01-19';
const usptoTrademark = 'USPTO fee schedule, trademark fees (37 CFR 2.6)';
const usptoTrademarkDate = '2025-01-18';
const copyrightOffice = 'US Copyright Office fee schedule (37 CFR 201.3)';
const copyrightDate = '2020-03-20';
const attorneySurvey = 'Typical US attorney fees, Moatmap IP knowledge base (IP-KNOWLEDGE.md)';
// Market prices have no effective date; this is when the ranges were recorded from the knowledge base.
const marketRecorded = '2026-11-22';

const patent = (large: number, small: number, micro: number): PatentFee => ({ large, small, micro, source: usptoPatent, effective: usptoPatentDate });

export const patentFees = {
  provisional: patent(325, 130, 65),
  /** Filing, search and examination of a non-provisional utility application, together. */
  filingSearchExamination: patent(2000, 800, 400),
  issue: patent(1290, 516, 258),
  independentClaimOver3: patent(600, 240, 120),
  claimOver20: patent(200, 80, 40),
} as const;

const tm = (amount: number): Fee => ({ amount, source: usptoTrademark, effective: usptoTrademarkDate });

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
  screening: { amount: 129, source: 'Automated trademark screening report price (Markify)', effective: marketRecorded, market: true } satisfies Fee,
  /** A full search with a written report. */
  fullSearch: {
    low: 1000,
    high: 1500,
    source: 'Typical full trademark search price, Moatmap IP knowledge base (IP-KNOWLEDGE.md)',
    effective: marketRecorded,
    market: true,
  } satisfies FeeRange,
} as const;

const co = (amount: number): Fee => ({ amount, source: copyrightOffice, effective: copyrightDate });

export const copyrightFees = {
  /** Single author, same claimant, one work, not made for hire, filed online. */
  singleApplication: co(45),
  standardElectronic: co(65),
  paper: co(125),
} as const;

export const attorneyFees = {
  patentNonProvisional: { low: 8000, high: 15000, source: attorneySurvey, effective: marketRecorded, market: true } satisfies FeeRange,
  patentNonProvisionalSoftware: { low: 8000, high: 12000, source: attorneySurvey, effective: marketRecorded, market: true } satisfies FeeRange,
  /** NDAs, employee and contractor confidentiality and invention-assignment templates at the start. */
  tradeSecretProgram: { low: 500, high: 2000, source: attorneySurvey, effective: marketRecorded, market: true } satisfies FeeRange,
} as const;

/** "USPTO ..., effective 2025-01-19": how a figure's origin is shown next to it. */
export const citeFee = (fee: Provenance): string =>
  fee.market ? `${fee.source}, as of ${fee.effective}` : `${fee.source}, effective ${fee.effective}`;

/** "$1,050": whole dollars with thousands separators (by hand: Intl formatting costs more than the whole roadmap). */
export function formatUsd(amount: number): string {
  return `$${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
