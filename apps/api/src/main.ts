import { fileURLToPath } from 'node:url';
import { warmEncoder } from './ai/encoder';
import { safetyModel } from './ai/safety/model';
import { MENTOR_CLASSIFIER_FILE, prepareClassifier } from './ai/offline/classifier';
import { buildApp } from './app';
import { loadConfig } from './env';
import { gracefulShutdown } from './shutdown';
import { stopTracing } from './tracing';

// The only listen(): configuration, logging and graceful shutdown (server.ts, the entry point, imports it).
const config = loadConfig();
// Beside the bundle (scripts/build.ts writes it); under tsx there is none and a new database is initialised.
const pgliteTemplate = fileURLToPath(new URL('./pglite-template.tar', import.meta.url));
// True once a stop signal came and the drain began (SHUTDOWN_DRAIN_MS): /readyz answers 503.
let draining = false;
const app = await buildApp(config, { pgliteTemplate, draining: () => draining }).catch((error: unknown) => {
  // A configuration or database problem at start (unreachable, pending migrations): one clear line, then exit 1.
  console.error(`MentorAI could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

// Last of the close hooks: the spans of the shutdown itself are sent too.
app.addHook('onClose', stopTracing);
const shutdown = gracefulShutdown(app, {
  exit: (code) => process.exit(code),
  drainMs: config.shutdownDrainMs,
  onDrain: () => {
    draining = true;
  },
});
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// The offline mentor's intent classifier, which both providers use (titles and summaries too), is made ready here,
// before the server accepts a connection: loaded from the file the build trained beside the bundle, or, without one
// (under tsx), trained now (a few seconds of CPU on its ~4,000 labelled texts). No person waits for it
// (docs/decisions.md).
const mentorClassifier = prepareClassifier(
  fileURLToPath(new URL(`./${MENTOR_CLASSIFIER_FILE}`, import.meta.url)),
);
// The safety screen's two trained networks are built from model.json here too (about 250 ms), not on the first message.
safetyModel();
// The sentence encoder the safety screen and the offline mentor share (ai/encoder) loads here too (about 200 ms).
// Should it fail, both still work on their word-based layers, and the log says so.
const encoderStarted = performance.now();
const encoderError = await warmEncoder().then(
  () => null,
  (error: unknown) => error,
);
const encoderMs = performance.now() - encoderStarted;

try {
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `The offline mentor's classifier was ${mentorClassifier.from === 'file' ? 'loaded' : 'trained'} in ${Math.round(mentorClassifier.ms)} ms`,
  );
  if (encoderError)
    app.log.error(
      { err: encoderError },
      'The sentence encoder did not load: the safety screen and the offline mentor use their word-based layers only',
    );
  else app.log.info(`The sentence encoder loaded in ${Math.round(encoderMs)} ms`);
  app.log.info(
    `MentorAI is running on ${config.publicUrl} (database: ${config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`}, mentor: ${config.openai.apiKey ? 'OpenAI-compatible' : 'offline'})`,
  );
} catch (error) {
  app.log.error({ err: error }, 'failed to start');
  process.exit(1);
}
