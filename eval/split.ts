/**
 * Which founder plans the model never sees in training: every plan whose number is a multiple of 4
 * (04, 08, 12, ..., 36, 40, ...). A fixed rule, so that the held-out figures mean the same thing on every run
 * and as the corpus grows. The 10-K corpus is validated by k-fold cross-validation instead.
 */
export function isHeldOutPlan(slug: string): boolean {
  const number = Number.parseInt(slug, 10);
  return Number.isFinite(number) && number % 4 === 0;
}
