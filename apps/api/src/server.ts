import { buildApp } from './app';
import { loadConfig } from './env';

// The only listen(): configuration, logging and graceful shutdown.
const config = loadConfig();
const app = await buildApp(config);

let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 15_000);
  force.unref();
  app
    .close()
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    });
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

try {
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `MentorAI is running on ${config.publicUrl} (database: ${config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`}, mentor: ${config.openai.apiKey ? 'OpenAI-compatible' : 'offline'})`,
  );
} catch (error) {
  app.log.error({ err: error }, 'failed to start');
  process.exit(1);
}
