import { register } from 'node:module';

/**
 * Optional OpenTelemetry tracing (docs/operations.md): on when OTEL_EXPORTER_OTLP_ENDPOINT is set, off otherwise
 * (nothing of it is even loaded then). Spans of the HTTP server, of Fastify's hooks and handlers, of every pg query
 * and of outgoing calls (the OpenAI SDK's fetch through undici, Stripe's node:http) go to the OTLP/HTTP endpoint as JSON, batched.
 *
 * The instrumentations patch modules as they load, so this runs before the app's modules are imported: server.ts
 * starts it, then imports main.ts. ESM modules are patched through OpenTelemetry's loader hook, registered first.
 */
let stop: (() => Promise<void>) | null = null;

/**
 * A calendar feed's address is its credential (`/api/calendar/<token>.ics`): its requests are not traced, so the
 * secret never reaches a span's URL attributes.
 */
const FEED_PATH = /^\/api\/calendar\/[^/?]*\.ics(?:\?|$)/;

export async function startTracing(endpoint: string, serviceName: string): Promise<void> {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [
    { NodeSDK },
    { OTLPTraceExporter },
    { HttpInstrumentation },
    { UndiciInstrumentation },
    { PgInstrumentation },
    otel,
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-undici'),
    import('@opentelemetry/instrumentation-pg'),
    import('@fastify/otel'),
  ]);
  const sdk = new NodeSDK({
    serviceName,
    traceExporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }),
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => FEED_PATH.test(req.url ?? '') }),
      new UndiciInstrumentation(),
      new PgInstrumentation(),
      new otel.FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: ({ url }) => url === '/api/calendar/:file',
      }),
    ],
  });
  sdk.start();
  stop = () => sdk.shutdown();
}

/** Sends the spans still batched and stops tracing (the app's close runs it); nothing when tracing is off. */
export async function stopTracing(): Promise<void> {
  await stop?.();
  stop = null;
}
