import { readStorage } from '#client/lib/storage.ts';

/** Spec section 9: the local flag that marks the tutorial as seen. */
export const TUTORIAL_FLAG = 'has_seen_tutorial';

/** Kept apart from the dialog so the dashboard loads the dialog's code only for a first visit. */
export const hasSeenTutorial = (): boolean => readStorage(TUTORIAL_FLAG) === 'true';
