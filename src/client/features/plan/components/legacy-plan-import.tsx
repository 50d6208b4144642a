import { useLegacyPlanImport } from '../hooks/use-implementation-plan.ts';

/** Runs the one-time import of a plan an earlier version kept in this browser; renders nothing. */
export function LegacyPlanImport({ userId }: { userId: number }) {
  useLegacyPlanImport(userId);
  return null;
}
