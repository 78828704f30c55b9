import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import type { Language } from '@/lib/i18n/i18n';

/** The id of the <script type="application/json"> that carries a rendered page's data. */
export const PAGE_STATE_ID = 'boneka-state';

/** What a server-rendered page hands to the browser: its data (to hydrate from) and its language. */
export type PageState = { language: Language; queries: DehydratedState };

/** The page's state as JSON that cannot end its <script> element (`<` is written as its escape). */
export function pageStateScript(state: PageState): string {
  return `<script type="application/json" id="${PAGE_STATE_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
}

type ErrorFields = { status: number; code: string; serverMessage: string | null; body: Record<string, unknown> | null };

/**
 * The state of a rendered page, or null when the page was not rendered on the server. The data counts as fetched
 * now: the server's page cache is dropped by every write its data shows (DESIGN §7), so it is as fresh as a reply
 * of the API would be. A read that failed ("not found") becomes the same ApiError the browser's fetch would throw.
 */
export function readPageState(document: Document): PageState | null {
  const script = document.getElementById(PAGE_STATE_ID);
  if (!script?.textContent) return null;
  const state = JSON.parse(script.textContent) as PageState;
  const now = Date.now();
  for (const query of state.queries.queries) {
    query.dehydratedAt = now;
    const error = query.state.error as ErrorFields | null;
    if (error) {
      query.state.error = new ApiError(error.status, error.code, error.serverMessage, error.body);
      query.state.errorUpdatedAt = now;
    } else {
      query.state.dataUpdatedAt = now;
    }
  }
  return state;
}
