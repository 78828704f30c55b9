import type pg from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

/**
 * A turn at the pool, waited for here rather than inside node-postgres. pg-pool has one timeout for two different
 * waits: a new connection to a host that may be gone (which should fail in seconds, decision 052), and a request
 * queued while every connection is lent out (which is only a busy shop). With 200 buyers of one doll at once, a
 * dozen orders queued past the connect timeout and were answered 503 as if the database were down. Here a request
 * waits for a free slot (up to `waitMs`, the statement timeout: a turn longer than any statement means the shop is
 * stuck, not busy), and then asks the pool, whose connect timeout is left to the connect itself.
 */
export function gatedPool(pool: pg.Pool, slots: number, waitMs: number): PostgresPool {
  let lent = 0;
  const waiting: Array<{ grant: () => void; timer: NodeJS.Timeout }> = [];
  const giveBack = () => {
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.grant();
    } else lent--;
  };
  const turn = () =>
    new Promise<void>((resolve, reject) => {
      if (lent < slots) {
        lent++;
        resolve();
        return;
      }
      const entry = {
        grant: resolve,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          // The message the error handler knows for a pool that gave no connection in time (503, Retry-After).
          reject(new Error(`timeout exceeded when trying to connect: every connection stayed lent for ${waitMs} ms`));
        }, waitMs),
      };
      waiting.push(entry);
    });
  return {
    async connect(): Promise<PostgresPoolClient> {
      await turn();
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        giveBack();
        throw error;
      }
      let released = false;
      return {
        query: ((...args: Parameters<pg.PoolClient['query']>) =>
          (client.query as (...a: unknown[]) => unknown)(...args)) as PostgresPoolClient['query'],
        release() {
          if (released) return;
          released = true;
          client.release();
          giveBack();
        },
      };
    },
    end: () => pool.end(),
  };
}
