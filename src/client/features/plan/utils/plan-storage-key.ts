import { removeStorage } from '#client/lib/storage.ts';

// The localStorage key of the plan (spec section 9) and its removal, apart from plan-storage.ts so that reading or
// clearing it needs no schema code (the layout checks it on every page, sign-out clears it).

export const PLAN_STORAGE_KEY = 'implementationPlan';

export const clearStoredPlan = () => removeStorage(PLAN_STORAGE_KEY);
