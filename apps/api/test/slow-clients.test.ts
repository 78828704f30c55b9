import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_LIMITS, type ClientLimits } from '../src/plugins/slow-clients.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The production limits scaled down so that each case takes seconds, not minutes. */
const FAST: ClientLimits = {
  headersTimeoutMs: 1_000,
  requestTimeoutMs: 4_000,
  connectionTimeoutMs: 6_000,
  keepAliveTimeoutMs: 2_000,
  checkIntervalMs: 200,
  minBodyBytesPerWindow: 200,
  bodyRateWindowMs: 1_000,
};
/** How long past a limit the server may take to act (the checks run every checkIntervalMs). */
const SLACK_MS = 1_500;

let t: TestApp;
let port: number;

/** The app as the test harness builds it, but with `FAST` limits and listening on a real port. */
async function startApp(): Promise<void> {
  t = await createTestApp({}, undefined, { clientLimits: FAST });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}

beforeAll(startApp);
afterAll(() => t.close());

interface Outcome {
  /** Everything the server wrote before the connection ended (or the test gave up). */
  received: string;
  closedAfterMs: number | null;
}

/**
 * Opens a raw connection, lets `feed` write to it (a trickle, typically), and waits up to `giveUpMs` for the
 * server to close it. `feed` stops as soon as the connection ends.
 */
function rawClient(feed: (write: (data: string) => boolean) => Promise<void>, giveUpMs = 8_000): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let open = true;
    const finish = (closedAfterMs: number | null) => {
      if (!open) return;
      open = false;
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ received, closedAfterMs });
    };
    const giveUp = setTimeout(() => finish(null), giveUpMs);
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('close', () => finish(Date.now() - started));
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      void feed((data) => {
        if (!open || socket.destroyed) return false;
        socket.write(data);
        return true;
      });
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes `text` `size` bytes at a time every `everyMs`, until done or the connection is gone. */
async function trickle(write: (data: string) => boolean, text: string, size: number, everyMs: number) {
  for (let i = 0; i < text.length; i += size) {
    if (!write(text.slice(i, i + size))) return;
    await sleep(everyMs);
  }
}

function replyOf(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  return { status, head, body };
}

const loginHead = (length: number, connection = 'keep-alive') =>
  `POST /auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: ${connection}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('item 13: slow clients cannot hold a connection', () => {
  it('the production limits let a 5 MB upload through on a slow 3G uplink and cut what no phone sends', () => {
    const slow3gBytesPerSecond = (400 * 1000) / 8; // Chrome's "Slow 3G" profile: 400 kbit/s up
    const fiveMegabytes = 5 * 1024 * 1024 + 1024;
    expect((fiveMegabytes / slow3gBytesPerSecond) * 1000).toBeLessThan(CLIENT_LIMITS.requestTimeoutMs / 1.5);
    expect((CLIENT_LIMITS.minBodyBytesPerWindow / CLIENT_LIMITS.bodyRateWindowMs) * 1000).toBeLessThan(
      slow3gBytesPerSecond / 20,
    );
    expect(CLIENT_LIMITS.headersTimeoutMs).toBeGreaterThanOrEqual(10_000);
    expect(CLIENT_LIMITS.headersTimeoutMs).toBeLessThanOrEqual(60_000);
    expect(CLIENT_LIMITS.requestTimeoutMs).toBeLessThanOrEqual(10 * 60_000);
  });

  it('headers trickled in one byte at a time: 408 in the error envelope, connection closed', async () => {
    const outcome = await rawClient((write) =>
      trickle(write, `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'a'.repeat(500)}\r\n\r\n`, 1, 100),
    );
    expect(outcome.closedAfterMs, 'the server kept the connection open').not.toBeNull();
    expect(outcome.closedAfterMs!).toBeLessThan(FAST.headersTimeoutMs + SLACK_MS);
    const reply = replyOf(outcome.received);
    expect(reply.status).toBe(408);
    expect(reply.head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(reply.body)).toEqual({
      success: false,
      code: 'REQUEST_TIMEOUT',
      message: expect.any(String),
    });
  });

  it('a body trickled in at 1 byte every 100 ms is cut with 408 long before it ends', async () => {
    const body = JSON.stringify({ username: 'siti@contoh.id', password: 'x'.repeat(400) });
    const outcome = await rawClient(async (write) => {
      write(loginHead(body.length));
      await trickle(write, body, 1, 100);
    });
    expect(outcome.closedAfterMs, 'the server kept the connection open').not.toBeNull();
    expect(outcome.closedAfterMs!).toBeLessThan(FAST.bodyRateWindowMs * 2 + SLACK_MS);
    const reply = replyOf(outcome.received);
    expect(reply.status).toBe(408);
    expect(JSON.parse(reply.body)).toMatchObject({ success: false, code: 'REQUEST_TIMEOUT' });
  });

  it('a body that keeps the minimum rate is still cut when the whole request outlasts requestTimeout', async () => {
    const body = JSON.stringify({ username: 'siti@contoh.id', password: 'x'.repeat(20_000) });
    const outcome = await rawClient(async (write) => {
      write(loginHead(body.length));
      await trickle(write, body, 100, 250); // 400 B/s: above the minimum, but 20 kB take 50 s
    });
    expect(outcome.closedAfterMs, 'the server kept the connection open').not.toBeNull();
    expect(outcome.closedAfterMs!).toBeGreaterThan(FAST.requestTimeoutMs - 500);
    expect(outcome.closedAfterMs!).toBeLessThan(FAST.requestTimeoutMs + SLACK_MS);
    expect(replyOf(outcome.received).status).toBe(408);
  });

  it('a slow but steady body within the limits is served normally', async () => {
    const body = JSON.stringify({ username: 'siti@contoh.id', password: `Rahasia-${'x'.repeat(1_500)}` });
    const outcome = await rawClient(async (write) => {
      write(loginHead(body.length, 'close'));
      await trickle(write, body, 300, 250); // 1.2 kB/s for about 1.5 s
    }, 6_000);
    const reply = replyOf(outcome.received);
    expect(reply.status).not.toBe(408);
    expect(reply.status).toBeGreaterThanOrEqual(400); // a wrong password or a refused one: the request was heard
    expect(JSON.parse(reply.body)).toMatchObject({ success: false });
  });

  it('431 for headers past the limit, in the error envelope', async () => {
    const outcome = await rawClient(async (write) => {
      write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'b'.repeat(40 * 1024)}\r\n\r\n`);
    });
    const reply = replyOf(outcome.received);
    expect(reply.status).toBe(431);
    expect(reply.head).toMatch(/connection: close/i);
    expect(JSON.parse(reply.body)).toEqual({
      success: false,
      code: 'HEADERS_TOO_LARGE',
      message: expect.any(String),
    });
  });

  it('a garbled request line is a 400 in the error envelope', async () => {
    const outcome = await rawClient(async (write) => {
      write('NOT-HTTP\r\n\r\n');
    });
    const reply = replyOf(outcome.received);
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body)).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('a connection that never sends a byte is closed', async () => {
    const outcome = await rawClient(async () => undefined);
    expect(outcome.closedAfterMs, 'the server kept the connection open').not.toBeNull();
    expect(outcome.closedAfterMs!).toBeLessThan(FAST.connectionTimeoutMs + SLACK_MS);
  });

  it('a normal request on the same server is untouched', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });
});
