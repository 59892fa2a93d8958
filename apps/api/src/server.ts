import { buildApp } from './app';
import { loadConfig } from './env';
import { gracefulShutdown } from './shutdown';

// The only listen(): configuration, logging and graceful shutdown.
const config = loadConfig();
const app = await buildApp(config).catch((error: unknown) => {
  // A configuration or database problem at start (unreachable, pending migrations): one clear line, then exit 1.
  console.error(`MentorAI could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

const shutdown = gracefulShutdown(app, { exit: (code) => process.exit(code) });
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `MentorAI is running on ${config.publicUrl} (database: ${config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`}, mentor: ${config.openai.apiKey ? 'OpenAI-compatible' : 'offline'})`,
  );
} catch (error) {
  app.log.error({ err: error }, 'failed to start');
  process.exit(1);
}
