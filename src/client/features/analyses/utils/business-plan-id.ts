/** The business-plan id from the path, or null when it is not a positive whole number (spec: such ids go back to /). */
export function parseBusinessPlanId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
