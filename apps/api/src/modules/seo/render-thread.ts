import { Worker } from 'node:worker_threads';
import { workerCalls } from '../../lib/worker-calls.js';
import type { ApiReplyText, Language, ShopRenderer } from './shop-renderer.js';

/**
 * React's render of a shop page, in a thread of its own (decision 040). A product page costs about 5 ms of
 * JavaScript; on the event loop every API reply, hit or miss, waited behind it, and a flash sale's pages queued the
 * whole shop. In the thread the event loop only gathers the page's API reads (the read cache, or this server's own
 * routes) and answers the thread's asks for them; the second core renders.
 *
 * The thread runs the same built `entry-server.js`: its `renderShopPage` asks `fetchApi` for each read, and each ask
 * comes back here (lib/worker-calls.ts), answered by the caller's own `fetchApi`; a read that fails here reaches the
 * render as a 503, as a failed fetch reaches the browser.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const entry = import(workerData.entryUrl);
const asks = new Map();
let nextAsk = 0;
parentPort.on('message', async (message) => {
  if (message.type === 'answer') {
    const ask = asks.get(message.ask);
    asks.delete(message.ask);
    if (ask) ask(message.answer);
    return;
  }
  const { id, input } = message;
  const fetchApi = (question) =>
    new Promise((resolve) => {
      const ask = nextAsk++;
      asks.set(ask, resolve);
      parentPort.postMessage({ type: 'ask', id, ask, question });
      // The answer is the reply's JSON text: parsed here, off the event loop.
    }).then((answer) => ({ status: answer.status, body: JSON.parse(answer.text) }));
  try {
    const { renderShopPage } = await entry;
    const result = await renderShopPage(input.url, { language: input.language, fetchApi });
    parentPort.postMessage({ type: 'done', id, result });
  } catch (error) {
    parentPort.postMessage({ type: 'failed', id, message: String((error && error.stack) || error) });
  }
});
`;

type Rendered = Awaited<ReturnType<ShopRenderer['renderShopPage']>>;

/** The entry's render in the thread: its reads are answered with JSON text (ApiReplyText), parsed in the thread. */
export interface ThreadedRenderer {
  renderShopPage(
    url: string,
    options: { language: Language; fetchApi: (path: string) => Promise<ApiReplyText> },
  ): Promise<Rendered>;
  /** Stops the thread; renders still running fail. */
  close(): Promise<void>;
}

export function threadedRenderer(entryUrl: string): ThreadedRenderer {
  const thread = workerCalls<{ url: string; language: Language }, Rendered, string, ApiReplyText>(
    'page render',
    // React's production build whatever the server's NODE_ENV: its development build renders a page several times
    // slower, checking what only a browser's console would show.
    () =>
      new Worker(THREAD_SOURCE, {
        eval: true,
        workerData: { entryUrl },
        env: { ...process.env, NODE_ENV: 'production' },
      }),
    { status: 503, text: 'null' },
  );
  return {
    renderShopPage: (url, { language, fetchApi }) => thread.call({ url, language }, fetchApi),
    close: () => thread.close(),
  };
}
