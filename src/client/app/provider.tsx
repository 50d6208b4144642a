import { Suspense, lazy, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '#client/lib/query-client.ts';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { useCurrentUser } from '#client/features/auth/api/get-current-user.ts';
import { useAfterFirstPage } from '#client/lib/after-first-page.ts';
import { ThemeProvider, useTheme } from './theme.tsx';

// Saved display settings matter only once signed in; their code (and the schema library) stays off the first load
// and loads once the first page is on screen.
const DisplayPreferencesSync = lazy(() =>
  import('#client/features/settings/components/display-preferences-sync.tsx').then((module) => ({ default: module.DisplayPreferencesSync })),
);

function SignedInPreferences() {
  const { data: user } = useCurrentUser();
  // The saved theme is already applied from local storage (public/theme-init.js); the server's copy can wait.
  const afterFirstPage = useAfterFirstPage();
  if (!user || !afterFirstPage) return null;
  return (
    <Suspense fallback={null}>
      <DisplayPreferencesSync />
    </Suspense>
  );
}

function ThemedToaster() {
  const { theme } = useTheme();
  return <Toaster theme={theme} />;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <SignedInPreferences />
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
