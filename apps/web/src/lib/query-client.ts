import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** The options every query and mutation starts from; the server renders pages with them too (app/ssr). */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; a dropped connection or a 5xx may.
        retry: (failureCount, error) =>
          failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });

/** The browser's one client. */
export const queryClient = createQueryClient();
