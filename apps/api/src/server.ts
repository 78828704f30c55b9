import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { bootstrapAccounts, prepareDatabase } from './startup.js';

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

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, readCache: services.readCache.stats }, 'shutting down: finishing requests in flight');
    app.close().then(
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
