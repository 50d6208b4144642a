// The spec's wording (section 8, "Upload and domains"), word for word, plus the panel's own texts.

export const suggestionsFailedToast = {
  title: 'Domain Checking Limited',
  description: 'Unable to check domains at this time. Try again later or check a single domain.',
} as const;

export const checkFailedToast = {
  title: 'Domain Check Failed',
  description: 'Unable to check domain availability at this time.',
} as const;

export const NO_SUGGESTIONS_TEXT = 'No domain suggestions available for the brand';
/** What a custom check that failed shows in its row (spec section 8). */
export const CHECK_FAILED_TEXT = 'Not available';
export const CHECKING_TEXT = 'Checking domains...';
export const OFFLINE_NOTICE_TITLE = 'Availability unknown: this server cannot reach the domain registries.';
export const OFFLINE_NOTICE_TEXT =
  'No name here can be confirmed as available or registered from this server. Check with a registrar before you rely on one.';
