import { tierNames, type Tier } from '#shared/rules/plans.ts';

/** Epoch seconds (the spec's invoice "created") as a date: "Nov 15, 2026". */
export function dateFromSeconds(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** An ISO instant as a long date: "December 1, 2026". */
export function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** "$29 / month", "$0", with cents only when there are any. */
export function monthlyPrice(dollars: number, currency = 'usd'): string {
  const amount = Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2);
  const money = currency.toLowerCase() === 'usd' ? `$${amount}` : `${amount} ${currency.toUpperCase()}`;
  return dollars === 0 ? money : `${money} / month`;
}

export const tierName = (tier: Tier) => tierNames[tier];

export function capitalise(word: string): string {
  return word ? word[0].toUpperCase() + word.slice(1).replace(/_/g, ' ') : word;
}
