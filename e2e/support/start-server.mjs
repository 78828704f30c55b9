// Starts the built server for the browser tests on a fresh embedded database.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve('.tmp/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill('SIGTERM'));
server.on('exit', (code) => process.exit(code ?? 0));
