import type { IpType } from '#shared/schemas/analysis.ts';

/** One hue per IP type, used by badges, chart bars and roadmap markers; text pairs pass WCAG AA on their fills. */
export const ipTypeStyle: Record<IpType, { badge: string; bar: string }> = {
  patent: {
    badge: 'border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-200',
    bar: 'bg-sky-600 dark:bg-sky-400',
  },
  trademark: {
    badge: 'border-violet-200 bg-violet-50 text-violet-900 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-200',
    bar: 'bg-violet-600 dark:bg-violet-400',
  },
  trade_secret: {
    badge: 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200',
    bar: 'bg-amber-500 dark:bg-amber-400',
  },
  copyright: {
    badge: 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
    bar: 'bg-emerald-600 dark:bg-emerald-400',
  },
};
