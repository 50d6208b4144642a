import { describe, expect, it } from 'vitest';
import type { Preferences } from '#shared/schemas/settings.ts';
import { withSavedChanges } from './saved-preferences.ts';

describe('withSavedChanges', () => {
  it('takes the saved value of the keys the change sent and keeps switches flipped meanwhile', () => {
    const shown = { darkMode: true, compactLayout: true } as Preferences;
    const answer = { darkMode: true, compactLayout: false } as Preferences; // saved before the second switch reached the server
    expect(withSavedChanges(shown, answer, { darkMode: true })).toMatchObject({ darkMode: true, compactLayout: true });
    expect(withSavedChanges(undefined, answer, { darkMode: true })).toBe(answer);
  });
});
