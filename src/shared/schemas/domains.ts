import { z } from 'zod';
import {
  brandProblem,
  cleanDomainInput,
  domainCharacterProblem,
  domainMessages,
  domainProblem,
  isAscii,
  stripBrand,
} from '../rules/domain-names.ts';

// Inputs are checked here for shape and, when already ASCII, for the label rules; the server converts
// Unicode names to punycode and applies the same rules again to the result.
export const domainCheckQuerySchema = z.object({
  domain: z
    .string({ error: domainMessages.empty })
    .max(1000, domainMessages.tooLong)
    .describe('A domain such as lumio.com (Unicode names are converted to punycode); without a dot, .com is added')
    .transform(cleanDomainInput)
    .check((ctx) => {
      const problem = domainCharacterProblem(ctx.value) ?? (isAscii(ctx.value) ? domainProblem(ctx.value) : null);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
    }),
});
export type DomainCheckQuery = z.infer<typeof domainCheckQuerySchema>;

export const domainSuggestQuerySchema = z.object({
  brand: z
    .string({ error: domainMessages.brandEmpty })
    .max(1000, domainMessages.brandTooLong)
    .describe('A brand name; characters other than letters, digits, spaces and hyphens are removed')
    .transform(stripBrand)
    .check((ctx) => {
      const problem = brandProblem(ctx.value);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
    }),
});
export type DomainSuggestQuery = z.infer<typeof domainSuggestQuerySchema>;

export const domainStatusSchema = z.enum(['likely-available', 'registered', 'unknown']);
export type DomainStatus = z.infer<typeof domainStatusSchema>;

/**
 * One answer. `available` is true only for "likely-available" (an authoritative "no such domain" with no
 * nameservers in DNS, or a registrar's answer), false for "registered" and null when nobody could tell.
 * `price` (in `currency`, one year) comes only from a registrar. `source` says who answered, or why nobody did.
 */
export const domainCheckResultSchema = z.object({
  domain: z.string(),
  available: z.boolean().nullable(),
  status: domainStatusSchema,
  price: z.number().nonnegative().optional(),
  currency: z.string().optional(),
  source: z.string(),
  checkedAt: z.string(),
});
export type DomainCheckResult = z.infer<typeof domainCheckResultSchema>;

/** `brand` is the brand as stripped (spec section 5); suggestions are likely-available first, then unknown, then registered. */
export const domainSuggestionsSchema = z.object({
  brand: z.string(),
  suggestions: z.array(domainCheckResultSchema),
});
export type DomainSuggestions = z.infer<typeof domainSuggestionsSchema>;
