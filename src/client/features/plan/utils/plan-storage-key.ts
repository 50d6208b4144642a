/** The localStorage key of the plan (spec section 9); apart from plan-storage.ts so reading it needs no schema code. */
export const PLAN_STORAGE_KEY = 'implementationPlan';
