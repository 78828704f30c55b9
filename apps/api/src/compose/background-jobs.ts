import type { FastifyInstance } from 'fastify';

/** Runs a task on a schedule (see `scheduler`). */
export type Every = (ms: number, failure: string, task: () => Promise<unknown>) => void;

/**
 * Runs `task` every `ms` from when the app is ready until it closes; a failure is logged and the next run comes as
 * planned. Like the outbox's worker (app.ts), it starts on `onReady`, which server.ts reaches (by listening) only
 * after the migrations: no worker ever queries a table that is not there yet.
 */
export const scheduler =
  (app: FastifyInstance): Every =>
  (ms, failure, task) => {
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        task().catch((error: unknown) => app.log.error({ err: error }, failure));
      }, ms);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  };
