// Starts the built server for the browser tests on a fresh embedded database.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { startMidtransStub } from '../../apps/api/test/support/midtrans-stub.mjs';

const dataDir = path.resolve('.tmp/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
// Midtrans, stood in for on loopback: the shop pays online against it (e2e/online-payment.spec.ts).
const midtrans = await startMidtransStub({
  port: Number(process.env.E2E_MIDTRANS_PORT),
  notifyUrl: `http://127.0.0.1:${process.env.PORT}/api/payments/midtrans/notification`,
});
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // As a server often is: the shop still shows WIB dates, which e2e/wib.spec.ts checks from a browser in Jakarta.
    TZ: 'UTC',
    // Every journey signs its shoppers up from 127.0.0.1; a shop's default (20 an hour) would refuse the later ones.
    SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
    // The journeys' API fixtures stand for shoppers behind the shop's proxy: each says its own X-Forwarded-For, so the
    // per-address limits on codes (30 in 15 minutes) see many shoppers, not one address making a whole run's customers.
    TRUST_PROXY: '127.0.0.1',
    MIDTRANS_SERVER_KEY: midtrans.serverKey,
    MIDTRANS_SNAP_URL: midtrans.snapUrl,
    MIDTRANS_API_URL: midtrans.apiUrl,
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill('SIGTERM'));
server.on('exit', (code) => {
  void midtrans.close().then(() => process.exit(code ?? 0));
});
