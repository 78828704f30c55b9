import { Worker } from 'node:worker_threads';
import type { ApiReply, Language, ShopRenderer } from './shop-pages.js';

/**
 * React's render of a shop page, in a thread of its own (decision 040). A product page costs about 5 ms of
 * JavaScript; on the event loop every API reply, hit or miss, waited behind it, and a flash sale's pages queued the
 * whole shop. In the thread the event loop only gathers the page's API reads (the read cache, or this server's own
 * routes) and answers the thread's asks for them; the second core renders.
 *
 * The thread runs the same built `entry-server.js`: its `renderShopPage` asks `fetchApi` for each read, and each ask
 * comes back here as a message, answered by the caller's own `fetchApi`. The thread is started by the first page and
 * started again after it dies (each render it held fails, and the page is answered as the route answers a failed
 * render).
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const entry = import(workerData.entryUrl);
const asks = new Map();
let nextAsk = 0;
parentPort.on('message', async (message) => {
  if (message.type === 'reply') {
    const ask = asks.get(message.ask);
    asks.delete(message.ask);
    if (ask) ask(message.reply);
    return;
  }
  const { id, url, language } = message;
  const fetchApi = (path) =>
    new Promise((resolve) => {
      const ask = nextAsk++;
      asks.set(ask, resolve);
      parentPort.postMessage({ type: 'fetch', id, ask, path });
    });
  try {
    const { renderShopPage } = await entry;
    const result = await renderShopPage(url, { language, fetchApi });
    parentPort.postMessage({ type: 'done', id, result });
  } catch (error) {
    parentPort.postMessage({ type: 'failed', id, message: String(error && error.stack || error) });
  }
});
`;

type FromThread =
  | { type: 'fetch'; id: number; ask: number; path: string }
  | { type: 'done'; id: number; result: Awaited<ReturnType<ShopRenderer['renderShopPage']>> }
  | { type: 'failed'; id: number; message: string };

interface Rendering {
  fetchApi: (path: string) => Promise<ApiReply>;
  resolve: (result: Awaited<ReturnType<ShopRenderer['renderShopPage']>>) => void;
  reject: (error: Error) => void;
}

export interface ThreadedRenderer extends ShopRenderer {
  /** Stops the thread; renders still running fail. */
  close(): Promise<void>;
}

export function threadedRenderer(entryUrl: string): ThreadedRenderer {
  let worker: Worker | undefined;
  const rendering = new Map<number, Rendering>();
  let nextId = 0;

  const failAll = (error: Error) => {
    for (const r of rendering.values()) r.reject(error);
    rendering.clear();
  };

  function start(): Worker {
    const thread = new Worker(THREAD_SOURCE, { eval: true, workerData: { entryUrl } });
    // A server is kept alive by its socket, not by this thread: a process that is done must not wait for it.
    thread.unref();
    thread.on('message', (message: FromThread) => {
      const r = rendering.get(message.id);
      if (!r) return;
      if (message.type === 'fetch') {
        r.fetchApi(message.path).then(
          (reply) => thread.postMessage({ type: 'reply', ask: message.ask, reply }),
          // The read failed here: the thread's render sees what a failed fetch shows the browser, a 5xx.
          () => thread.postMessage({ type: 'reply', ask: message.ask, reply: { status: 503, body: null } }),
        );
        return;
      }
      rendering.delete(message.id);
      if (message.type === 'done') r.resolve(message.result);
      else r.reject(new Error(`the page render failed: ${message.message}`));
    });
    thread.on('error', (error) => failAll(error));
    thread.once('exit', () => {
      if (worker === thread) worker = undefined;
      failAll(new Error('the page render thread stopped'));
    });
    return thread;
  }

  return {
    renderShopPage(url: string, options: { language: Language; fetchApi: (path: string) => Promise<ApiReply> }) {
      worker ??= start();
      const id = nextId++;
      const thread = worker;
      return new Promise((resolve, reject) => {
        rendering.set(id, { fetchApi: options.fetchApi, resolve, reject });
        thread.postMessage({ type: 'render', id, url, language: options.language });
      });
    },
    async close() {
      const thread = worker;
      worker = undefined;
      if (thread) await thread.terminate();
    },
  };
}
