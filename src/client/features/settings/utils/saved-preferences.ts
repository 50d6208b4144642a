import type { Preferences, UpdatePreferencesInput } from '#shared/schemas/settings.ts';

/**
 * The cached preferences after the server saved one change. The answer is authoritative only for the keys that change
 * sent: switches flipped meanwhile are still on their way, and an earlier answer must not flip them back.
 */
export function withSavedChanges(current: Preferences | undefined, saved: Preferences, changes: UpdatePreferencesInput): Preferences {
  if (!current) return saved;
  const savedKeys = Object.keys(changes) as (keyof Preferences)[];
  return { ...current, ...Object.fromEntries(savedKeys.map((key) => [key, saved[key]])) };
}
