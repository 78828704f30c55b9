/**
 * What the web app's server entry takes and gives, shared by the page maker (shop-pages.ts) and the thread that runs
 * the entry (render-thread.ts): kept apart so that neither imports the other for its types.
 */
export type Language = 'id' | 'en';

/** A reply of the API to a GET, as the browser's fetch would have received it. */
export interface ApiReply {
  status: number;
  body: unknown;
}

/**
 * A reply as this server holds it: its JSON text, as sent. The page thread parses it (render-thread.ts): the event
 * loop neither parses a page's replies back nor copies them to the thread as objects, only as strings.
 */
export interface ApiReplyText {
  status: number;
  text: string;
}

/** The web app's server entry (apps/web/src/entry-server.tsx) as its build exports it. */
export interface ShopRenderer {
  renderShopPage(
    url: string,
    options: { language: Language; fetchApi: (path: string) => Promise<ApiReply> },
  ): Promise<{ status: 200 | 404; html: string; stateScript: string; route: string } | null>;
}
