import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { apiErrorOf } from '@/lib/api-client';
import type { Language } from '@/lib/i18n/i18n';

/** The id of the <script type="application/json"> that carries a rendered page's data. */
export const PAGE_STATE_ID = 'boneka-state';

/** A read the page was rendered with: its data, or the error reply the API gave ("not found"). */
export type RenderedQuery =
  | { queryKey: QueryKey; data: unknown }
  | { queryKey: QueryKey; error: { status: number; body: Record<string, unknown> | null } };

/** What a server-rendered page hands to the browser: its data (to hydrate from) and its language. */
export type PageState = { language: Language; queries: RenderedQuery[] };

/** The page's state as JSON that cannot end its <script> element (`<` is written as its escape). */
export function pageStateScript(state: PageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}

/**
 * Puts the page's reads in the query cache, as fetched now: on the server to render the page, in the browser to
 * hydrate it. The server's page cache is dropped by every write its data shows (docs/design.md §7), so the data is as
 * fresh as a reply of the API would be. An error becomes the same ApiError the browser's fetch would throw.
 */
export function seedQueries(queryClient: QueryClient, queries: RenderedQuery[]): void {
  const now = Date.now();
  for (const query of queries) {
    if ('data' in query) {
      queryClient.setQueryData(query.queryKey, query.data, { updatedAt: now });
      continue;
    }
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: query.queryKey })
      .setState({
        status: 'error',
        fetchStatus: 'idle',
        error: apiErrorOf(query.error.status, query.error.body),
        errorUpdatedAt: now,
        errorUpdateCount: 1,
        fetchFailureCount: 1,
      });
  }
}

/** The state of a rendered page, or null when the page was not rendered on the server. */
export function readPageState(document: Document): PageState | null {
  const script = document.getElementById(PAGE_STATE_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as PageState) : null;
}
