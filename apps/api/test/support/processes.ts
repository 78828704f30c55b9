import { Redis } from 'ioredis';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const apiDir = path.resolve(import.meta.dirname, '../..');
export const tsx = path.resolve(apiDir, '../../node_modules/.bin/tsx');
const tsxLoader = pathToFileURL(path.resolve(apiDir, '../../node_modules/tsx/dist/loader.mjs')).href;

/** Polls `check` every 100 ms until it holds; throws, naming `what`, after `timeoutMs`. */
export async function waitFor(check: () => boolean, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface ServerProcess {
  url: string;
  proc: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
}

/** `src/server.ts` as `npm start` runs it, with `env` on top of the test's; resolves once it prints where it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  // Node itself with tsx's loader, not the tsx command: that one runs the server as a child of its own, which
  // outlived the test whenever the test killed the wrapper (SIGKILL in the crash test).
  const proc = spawn(process.execPath, ['--import', tsxLoader, 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, PORT: '0', ...env },
  });
  let output = '';
  proc.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /open at (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 50);
    proc.on('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited (${code}): ${output}`));
    });
  });
  return { url, proc, output: () => output };
}

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether a Redis server answers. A developer without one sees the Redis tests skipped with a warning; where
 * TEST_REDIS_URL is set (CI sets it, and starts Redis when it is down) a Redis that does not answer fails the suite
 * loudly instead of skipping what it was meant to prove.
 */
export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  const answers = await probe
    .connect()
    .then(async () => (await probe.ping()) === 'PONG')
    .catch(() => false)
    .finally(() => probe.disconnect());
  if (!answers && process.env.TEST_REDIS_URL) {
    throw new Error(`TEST_REDIS_URL is ${process.env.TEST_REDIS_URL} but no Redis answers there`);
  }
  return answers;
}
