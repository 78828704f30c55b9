#!/usr/bin/env node
// `npm run dev`: the API (tsx watch, restarts on a change) and Vite (hot reload; it proxies /api, /auth and
// /uploads to the API) side by side, each line prefixed with its name. When one stops, or on Ctrl-C, both stop.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { clearTimeout, setTimeout } from 'node:timers';

const root = path.resolve(import.meta.dirname, '..');
const services = [
  // npm runs a workspace's script in its folder: without this the API would keep a second shop under apps/api.
  {
    name: 'api',
    color: 36,
    workspace: '@boneka/api',
    env: { DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data') },
  },
  { name: 'web', color: 35, workspace: '@boneka/web', env: {} },
];
const width = Math.max(...services.map((s) => s.name.length));

const children = services.map(({ name, color, workspace, env }) => {
  // Each in a process group of its own, so stopping it also stops what npm started under it (tsx, node, vite).
  const child = spawn('npm', ['run', 'dev', '-w', workspace], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    cwd: root,
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...env },
  });
  const prefix = `\x1b[${color}m${name.padEnd(width)} |\x1b[0m `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
  }
  child.on('exit', (code, signal) => {
    console.log(`${prefix}stopped (${signal ?? `exit code ${code}`})`);
    stopAll(code ?? 1);
  });
  return child;
});

let stopping = false;
function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
  const waiting = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (waiting.length === 0) process.exit(exitCode);
  // Whatever has not stopped within five seconds is killed.
  const timer = setTimeout(() => {
    for (const child of waiting) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    process.exit(exitCode);
  }, 5000);
  let left = waiting.length;
  for (const child of waiting) {
    child.once('exit', () => {
      left -= 1;
      if (left === 0) {
        clearTimeout(timer);
        process.exit(exitCode);
      }
    });
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
