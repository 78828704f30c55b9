import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ToastProvider } from '@/components/ui/toast';
import { I18nProvider, type Language } from '@/lib/i18n/i18n';

type RenderOptions = {
  /** The page's language; Indonesian, the shop's default, unless told. */
  language?: Language;
  /** Where the component is mounted; other paths render their path, so a test sees where it was sent. */
  path?: string;
  /** The address first opened, when it says more than `path` (a query: `/admin/orders?tab=dikirim`). */
  url?: string;
  /** Under fake timers: how the user's pauses between keys and clicks pass (`vi.advanceTimersByTime`). */
  advanceTimers?: (ms: number) => unknown;
};

/** Renders the way the app does (app/provider.tsx, and a router), with a user who types and clicks. */
export function renderPage(ui: ReactElement, { language = 'id', path = '/', url, advanceTimers }: RenderOptions = {}) {
  window.localStorage.setItem('language', language);
  // No retries: a refused call shows its error at once, as the test expects.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <CurrentPath /> },
    ],
    { initialEntries: [url ?? path] },
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <ToastProvider>{children}</ToastProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
  return {
    user: userEvent.setup(advanceTimers ? { advanceTimers } : {}),
    router,
    queryClient,
    ...render(<RouterProvider router={router} />, { wrapper }),
  };
}

function CurrentPath() {
  return <p>Now at {useLocation().pathname}</p>;
}
