import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { trackRequests } from './plugins/drain.js';
import { bootstrapAccounts, prepareDatabase } from './startup.js';

/**
 * On SIGTERM (docs/decisions/052): requests in flight get this long to finish; the whole shutdown, with the outbox's
 * send in flight and the database closing, this long before the process ends anyway: inside Docker's 10 s and
 * Kubernetes' 30 s. A mail cut off mid-send is not lost: its claim lapses and it is sent again.
 */
const DRAIN_GRACE_MS = 5_000;
const SHUTDOWN_DEADLINE_MS = 9_000;

async function main() {
  // Whatever the server creates without an explicit mode (new folders, files of libraries) is owner-only too.
  process.umask(0o077);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app, services } = await buildApp({ config });
  // Before `listen`: the app's workers (outbox, sweeps) start when it is ready, so they find the migrated schema.
  await prepareDatabase(services);
  const hints = await bootstrapAccounts(services);

  const requests = trackRequests(app.server);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, readCache: services.readCache.stats }, 'shutting down: finishing requests in flight');
    setTimeout(() => {
      app.log.error({ signal }, `shutdown still running after ${SHUTDOWN_DEADLINE_MS} ms: exiting`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    requests
      .drain(DRAIN_GRACE_MS)
      .then(({ unfinished }) => {
        if (unfinished > 0) app.log.warn({ unfinished }, 'requests still running at the end of the grace: cut');
        return app.close();
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  const lines = [``, `  Boneka Shop is open at ${url}`, `  Database: ${services.database.dialect}`];
  for (const hint of hints) {
    lines.push(`  Admin sign-in: ${hint.email}${hint.password ? ` / ${hint.password}` : ''}  (from ${hint.source})`);
  }
  if (!config.smtpUrl) lines.push(`  Mail is written to ${config.dataDir}/mail (no SMTP_URL set)`);
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
