import { loadConfig } from './env';

// The entry point: tracing first when it is configured (it must patch Fastify and pg before they load), then the
// server itself (main.ts: the only listen(), logging and graceful shutdown).
const { tracing } = loadConfig();
if (tracing) {
  const { startTracing } = await import('./tracing');
  await startTracing(tracing.endpoint, tracing.serviceName);
}
await import('./main');
