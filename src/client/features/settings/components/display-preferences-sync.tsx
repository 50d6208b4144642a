import { useEffect, useRef } from 'react';
import { useTheme } from '#client/app/theme.tsx';
import { useCurrentUser } from '#client/features/auth/api/get-current-user.ts';
import { usePreferences } from '../api/get-preferences.ts';
import { useUpdatePreferences } from '../api/update-preferences.ts';
import { applyLayoutFlags } from '../utils/display-classes.ts';

/**
 * Keeps the display settings saved on the server and the page in step: once the user is known their saved
 * theme, compact layout and contrast apply, and a theme switched from the top bar is saved for them too.
 */
export function DisplayPreferencesSync() {
  const { data: user } = useCurrentUser();
  const { data: preferences } = usePreferences({ enabled: Boolean(user) });
  const { theme, setTheme } = useTheme();
  const save = useUpdatePreferences();
  const previousTheme = useRef(theme);

  useEffect(() => {
    if (!preferences) return;
    setTheme(preferences.darkMode ? 'dark' : 'light');
    applyLayoutFlags(preferences);
  }, [preferences, setTheme]);

  const { mutate } = save;
  useEffect(() => {
    // Only a change of theme on this page counts as the user's choice, not the first render.
    const changed = previousTheme.current !== theme;
    previousTheme.current = theme;
    if (!changed || !user || !preferences) return;
    const darkMode = theme === 'dark';
    if (darkMode !== preferences.darkMode) mutate({ darkMode });
  }, [theme, user, preferences, mutate]);

  return null;
}
