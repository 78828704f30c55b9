import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { apiDir } from './processes.js';

/** The VCL the repository ships (README "Behind a CDN"). */
export const SHIPPED_VCL = path.resolve(apiDir, '../../deploy/varnish/default.vcl');

const INSTALL = "install Debian's varnish and varnish-modules (apt-get install varnish varnish-modules; .ci/run does)";

/** varnishd: on the PATH, or where Debian puts it (/usr/sbin, outside a non-root user's PATH). */
const varnishd = () =>
  spawnSync('varnishd', ['-V']).error && existsSync('/usr/sbin/varnishd') ? '/usr/sbin/varnishd' : 'varnishd';

/** Throws, saying what to install, unless varnishd is on this machine. */
export function requireVarnish(): void {
  const probe = spawnSync(varnishd(), ['-V'], { encoding: 'utf8' });
  if (probe.error) throw new Error(`varnishd is not installed (${probe.error.message}): ${INSTALL}`);
}

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

export interface Varnish {
  url: string;
  /** A varnishadm command's output (`backend.list`, `ban.list`…). */
  admin(...args: string[]): Promise<string>;
  /** Waits until Varnish's probe finds the shop healthy, or sick. */
  backendIs(health: 'healthy' | 'sick', timeoutMs?: number): Promise<void>;
  output(): string;
  stop(): Promise<void>;
}

/**
 * A real varnishd running the shipped VCL in front of the shop at `backendPort`: a working folder of its own, 64 MB of
 * memory, no jail (it runs as whoever runs the test, root included).
 */
export async function startVarnish(options: { port: number; backendPort: number }): Promise<Varnish> {
  requireVarnish();
  const dir = mkdtempSync(path.join(tmpdir(), 'boneka-varnish-'));
  const vcl = readFileSync(SHIPPED_VCL, 'utf8');
  const pointed = vcl.replace(/(backend shop \{[^}]*?\.port = ")\d+(";)/, `$1${options.backendPort}$2`);
  if (pointed === vcl) throw new Error(`${SHIPPED_VCL}: no backend shop with a .port to point at the test's shop`);
  const vclFile = path.join(dir, 'default.vcl');
  writeFileSync(vclFile, pointed);
  const workDir = path.join(dir, 'instance');
  const args = ['-F', '-n', workDir, '-a', `127.0.0.1:${options.port}`, '-T', '127.0.0.1:0', '-f', vclFile];
  const proc: ChildProcess = spawn(varnishd(), [...args, '-s', 'malloc,64m', '-j', 'none']);
  let output = '';
  proc.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited: number | null | undefined;
  proc.on('exit', (code) => (exited = code));

  const stop = async () => {
    if (exited === undefined) {
      const gone = new Promise((resolve) => proc.once('exit', resolve));
      proc.kill('SIGTERM');
      await gone;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const until = Date.now() + 30_000;
    while (!(await accepts(options.port))) {
      if (exited !== undefined) {
        const vmod = /VMOD.*xkey|xkey.*not found|Could not (find|load) VMOD/i.test(output)
          ? ` (the xkey vmod: ${INSTALL})`
          : '';
        throw new Error(`varnishd exited (${exited})${vmod}:\n${output}`);
      }
      if (Date.now() > until) throw new Error(`varnishd did not listen on ${options.port}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }

  const admin = async (...command: string[]) =>
    (await promisify(execFile)('varnishadm', ['-n', workDir, ...command], { encoding: 'utf8' })).stdout;
  return {
    url: `http://127.0.0.1:${options.port}`,
    admin,
    async backendIs(health, timeoutMs = 20_000) {
      let list = '';
      const until = Date.now() + timeoutMs;
      while (!new RegExp(`\\bshop\\b.*\\b${health}\\b`).test(list)) {
        if (Date.now() > until) throw new Error(`Varnish never found the shop ${health}:\n${list}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        list = await admin('backend.list');
      }
    },
    output: () => output,
    stop,
  };
}
