import { parentPort } from 'node:worker_threads';
import { renderOrderMailHere } from './order-mail-render.js';
import type { OrderMailProps } from './order-mails.js';

/**
 * The thread side of order-mail-thread.ts (lib/worker-calls.ts's protocol): renders each order mail it is given,
 * with its invoice PDF. The PDF's bytes are copied once into memory of their own (a Buffer may share its memory with
 * others) and that memory is transferred, not copied again.
 */
const port = parentPort;
if (!port) throw new Error('order-mail-worker.ts runs as a worker thread');
port.on('message', (message: { type: 'call'; id: number; input: { props: OrderMailProps; withInvoice: boolean } }) => {
  const { id, input } = message;
  renderOrderMailHere(input.props, input.withInvoice).then(
    (result) => {
      const invoice = result.invoice && Uint8Array.from(result.invoice);
      port.postMessage({ type: 'done', id, result: { ...result, invoice } }, invoice ? [invoice.buffer] : []);
    },
    (error: unknown) => port.postMessage({ type: 'failed', id, message: String((error as Error)?.stack ?? error) }),
  );
});
