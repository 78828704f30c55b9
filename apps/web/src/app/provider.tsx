import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastProvider } from '@/components/ui/toast';
import { I18nProvider, type Language } from '@/lib/i18n/i18n';
import { queryClient as browserClient } from '@/lib/query-client';

type AppProviderProps = {
  children: ReactNode;
  /** The server renders each page with a client of its own. */
  client?: QueryClient;
  /** The language a server-rendered page is in (see I18nProvider). */
  renderedIn?: Language;
};

export function AppProvider({ children, client = browserClient, renderedIn }: AppProviderProps) {
  return (
    <QueryClientProvider client={client}>
      <I18nProvider renderedIn={renderedIn}>
        <ToastProvider>{children}</ToastProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
