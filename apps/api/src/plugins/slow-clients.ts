import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { closeAsTimedOut } from './error-handler.js';

/**
 * How long and how slowly a client may send before its connection is closed (item 13). In production a reverse
 * proxy (nginx, Caddy) buffers slow clients in front of the app; these bounds still hold when it does not.
 */
export interface ClientLimits {
  /** From a request's first byte to the end of its headers. */
  headersTimeoutMs: number;
  /** From a request's first byte to the end of its body. */
  requestTimeoutMs: number;
  /** A connection with no bytes moving either way (a client that stopped reading our reply, too). */
  connectionTimeoutMs: number;
  /** An idle keep-alive connection between two requests. */
  keepAliveTimeoutMs: number;
  /** How often Node checks the two request timeouts above (their precision). */
  checkIntervalMs: number;
  /** A body still arriving must bring at least this many bytes in every window… */
  minBodyBytesPerWindow: number;
  /** …of this length. */
  bodyRateWindowMs: number;
}

/*
 * Sizes, for the slowest client we serve: Chrome's "Slow 3G" profile sends 400 kbit/s (50 kB/s) with 2 s of
 * round trip. Its largest single file (5 MB) takes about 105 s, so requestTimeout (300 s, Node's own default)
 * leaves it almost three times that; five full-size review photos in one request (25 MB) need ~0.7 Mbit/s, any
 * 3G link. Headers are a few kB sent in one or two round trips: 20 s is ten of Slow 3G's. The body floor,
 * 10 kB per 10 s (1 kB/s), is a fiftieth of Slow 3G and below GPRS: only a stalled link or a trickling attacker
 * sends less, and either way it is cut after 10 to 20 s instead of holding the connection for five minutes.
 * Idle keep-alive outlasts the 60 s idle timeout of nginx upstreams and cloud load balancers, so that the proxy,
 * not the app, closes idle connections (the other way round, a request can meet a connection just closed).
 */
export const CLIENT_LIMITS: ClientLimits = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 300_000,
  connectionTimeoutMs: 60_000,
  keepAliveTimeoutMs: 72_000,
  checkIntervalMs: 2_000,
  minBodyBytesPerWindow: 10 * 1024,
  bodyRateWindowMs: 10_000,
};

/** The Fastify and Node server options that carry the limits (Fastify's own defaults are 0: no limit). */
export function serverTimeouts(limits: ClientLimits) {
  return {
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
  };
}

const hasBody = (raw: IncomingMessage) =>
  raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;

/**
 * requestTimeout alone lets a body trickle in for five minutes: a body still incomplete that brought fewer than
 * `minBodyBytesPerWindow` bytes in the last window is answered 408 and its connection closed, as Node does for
 * its own timeouts. Only real connections are watched; the check stops once the body is in or a reply has begun.
 */
export function registerSlowBodyGuard(app: FastifyInstance, limits: ClientLimits) {
  app.addHook('onRequest', (req, reply, done) => {
    const socket = req.raw.socket;
    if (!(socket instanceof Socket) || req.raw.complete || !hasBody(req.raw)) return done();
    let bytesSeen = socket.bytesRead;
    const timer = setInterval(() => {
      if (req.raw.complete || reply.raw.headersSent || socket.destroyed) return clearInterval(timer);
      const arrived = socket.bytesRead - bytesSeen;
      bytesSeen = socket.bytesRead;
      if (arrived >= limits.minBodyBytesPerWindow) return;
      clearInterval(timer);
      req.log.info({ bytesInWindow: arrived, windowMs: limits.bodyRateWindowMs }, 'request body too slow: closed');
      closeAsTimedOut(socket);
    }, limits.bodyRateWindowMs);
    timer.unref();
    reply.raw.once('close', () => clearInterval(timer));
    done();
  });
}
