import { readStorage, writeStorage } from '#client/lib/storage.ts';

/**
 * Compact layout and high contrast are classes on <html> (styles.css), like the dark theme. They are also kept in
 * local storage so public/theme-init.js applies them before first paint, signed in or not; the server's saved
 * preferences win once the user is known.
 */
export const displayStorageKeys = { compactLayout: 'display-compact', highContrast: 'display-high-contrast' } as const;
const classNames = { compactLayout: 'compact', highContrast: 'high-contrast' } as const;

export type LayoutFlags = { compactLayout: boolean; highContrast: boolean };

export function applyLayoutFlags(flags: LayoutFlags): void {
  for (const key of ['compactLayout', 'highContrast'] as const) {
    document.documentElement.classList.toggle(classNames[key], flags[key]);
    writeStorage(displayStorageKeys[key], flags[key] ? 'true' : 'false');
  }
}

export function storedLayoutFlags(): LayoutFlags {
  return {
    compactLayout: readStorage(displayStorageKeys.compactLayout) === 'true',
    highContrast: readStorage(displayStorageKeys.highContrast) === 'true',
  };
}
