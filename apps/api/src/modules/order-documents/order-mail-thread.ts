import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { workerCalls } from '../../lib/worker-calls.js';
import { type OrderMailRender, type RenderedOrderMail, renderOrderMailHere } from './order-mail-render.js';
import type { OrderMailProps } from './order-mails.js';

/** Where order mails are rendered, and how to stop it with the app. */
export interface OrderMails {
  render: OrderMailRender;
  close(): Promise<void>;
}

const FROM_SOURCE = import.meta.url.endsWith('.ts');

/**
 * Where the app renders its order mails: in the thread when it runs built (production, the browser tests, the bench);
 * here when it runs from source (the API tests, `npm run dev`), where tsx would compile the thread's modules again for
 * every app, seconds each. order-mail-thread.test.ts holds the thread to the same mails.
 */
export const orderMailRenderer = (): OrderMails =>
  FROM_SOURCE ? { render: renderOrderMailHere, close: async () => {} } : orderMailThread();

/**
 * Order mails rendered in a thread of their own (decision 041): an order's mail and its invoice PDF cost the event
 * loop 13–16 ms, during which no request was answered; five orders a second were 7 % of it in the shop day. The
 * thread is the build's `order-mail-worker.js` beside `server.js`; run from source it is the `.ts` module compiled by
 * tsx (order-mail-worker-source.mjs).
 */
export function orderMailThread(
  /** The built worker to run (a test of the build); by default the one beside this module, or its source. */
  built?: URL,
): OrderMails {
  const fromSource = !built && FROM_SOURCE;
  const thread = workerCalls<{ props: OrderMailProps; withInvoice: boolean }, RenderedOrderMail>('order mail', () =>
    fromSource
      ? new Worker(new URL('./order-mail-worker-source.mjs', import.meta.url), {
          workerData: {
            file: new URL('./order-mail-worker.ts', import.meta.url).href,
            tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)),
          },
        })
      : new Worker(built ?? new URL('./order-mail-worker.js', import.meta.url)),
  );
  return {
    render: (props, withInvoice) => thread.call({ props, withInvoice }),
    close: () => thread.close(),
  };
}
