import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '#client/lib/query-client.ts';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { DisplayPreferencesSync } from '#client/features/settings/components/display-preferences-sync.tsx';
import { ThemeProvider, useTheme } from './theme.tsx';

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
        <DisplayPreferencesSync />
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
