import type { Server, ServerResponse } from 'node:http';

export interface Drain {
  /**
   * Stops accepting connections, lets the requests in flight finish with `Connection: close`, and closes every
   * keep-alive socket as soon as it is idle. Resolves when no request is left, or after `graceMs` with the
   * connections still open cut (a request slower than that would outlive the platform's own kill anyway).
   */
  drain(graceMs: number): Promise<{ unfinished: number }>;
}

const IDLE_SWEEP_MS = 50;

/**
 * Graceful shutdown for the HTTP server (docs/decisions/052). Fastify's close waits for `server.close()`, which
 * closes the sockets idle at that moment only: a keep-alive socket whose request was in flight stays open until its
 * keep-alive timeout (72 s) once that request ends, since the reply still said `Connection: keep-alive`. Here every
 * reply from the signal on says `Connection: close`, so each socket closes when its request ends, and the ones
 * already idle are closed at once and again as they become idle.
 *
 * Attach it after the app is built: the front door (plugins/response-cache.ts) takes over the server's one
 * `request` listener, and this one goes before it.
 */
export function trackRequests(server: Server): Drain {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (draining) res.setHeader('connection', 'close');
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });

  return {
    async drain(graceMs) {
      draining = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
      server.close();
      const until = Date.now() + graceMs;
      while (inFlight.size > 0 && Date.now() < until) {
        server.closeIdleConnections();
        await new Promise((resolve) => setTimeout(resolve, IDLE_SWEEP_MS));
      }
      const unfinished = inFlight.size;
      server.closeAllConnections();
      return { unfinished };
    },
  };
}
