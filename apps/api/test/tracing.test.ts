import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieOf,
  processDatabase,
  startApiProcess,
  waitFor,
  type ApiProcess,
  type ProcessDatabase,
} from './api-process';

// Optional OpenTelemetry tracing (src/tracing.ts): the api in a process of its own, exporting over OTLP/HTTP to a
// receiver on loopback, traces one chat message as a tree: the HTTP server span, Fastify's spans under it, and
// the pg queries under those.

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: Record<string, unknown> }[];
}
type ReceivedSpan = OtlpSpan & { scope: string; service: string };
interface OtlpRequest {
  resourceSpans: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[];
  }[];
}

/** An OTLP/HTTP receiver (JSON): what arrived at /v1/traces, span by span, with its instrumentation scope. */
async function otlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.url === '/v1/traces' && req.headers['content-type']?.startsWith('application/json')) {
        const parsed = JSON.parse(body) as OtlpRequest;
        for (const rs of parsed.resourceSpans) {
          const service =
            rs.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
          for (const ss of rs.scopeSpans)
            for (const s of ss.spans) spans.push({ ...s, scope: ss.scope.name, service });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const attr = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  return value ? Object.values(value)[0] : undefined;
};

describe.skipIf(!process.env.TEST_DATABASE_URL)('OpenTelemetry tracing (needs TEST_DATABASE_URL)', () => {
  let receiver: Awaited<ReturnType<typeof otlpReceiver>>;
  let database: ProcessDatabase;
  let api: ApiProcess;

  beforeAll(async () => {
    receiver = await otlpReceiver();
    database = await processDatabase('postgres', 'mentor-tracing');
    api = await startApiProcess({
      ...database.env,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: 'mentorai-test',
      // Spans are batched; a short delay so the test does not wait five seconds for them.
      OTEL_BSP_SCHEDULE_DELAY: '200',
    });
  }, 90_000);
  afterAll(async () => {
    await api?.stop();
    await database?.destroy();
    await receiver?.close();
  });

  it('exports one chat message as a span tree: HTTP server, Fastify, pg', async () => {
    const email = `traced-${Date.now()}@example.com`;
    const password = 'a-long-passphrase-1';
    const registered = await api.fetch('/api/auth/register', {
      method: 'POST',
      body: { email, password, firstName: 'Ada', lastName: 'Trace' },
    });
    expect(registered.status).toBe(202);
    const cookie = cookieOf(await api.fetch('/api/login', { method: 'POST', body: { email, password } }));
    const created = await api.fetch('/api/chat/sessions', {
      method: 'POST',
      cookie,
      body: { mentorId: 'career', title: 'New session' },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const sent = await api.fetch(`/api/chat/sessions/${id}/messages`, {
      method: 'POST',
      cookie,
      body: { message: 'How do I ask my manager for a raise?' },
    });
    expect(sent.status).toBe(201);
    await sent.text();

    const route = '/api/chat/sessions/:sessionId/messages';
    const root = await waitFor('the chat message server span', async () =>
      receiver.spans.find((s) => s.kind === 2 && attr(s, 'http.route') === route && s.scope.includes('http')),
    );
    const trace = await waitFor('its pg spans', async () => {
      const spans = receiver.spans.filter((s) => s.traceId === root.traceId);
      return spans.some((s) => s.scope.includes('pg')) ? spans : undefined;
    });
    expect(root.service).toBe('mentorai-test');
    expect(root.parentSpanId ?? '').toBe('');
    const byId = new Map(trace.map((s) => [s.spanId, s]));
    const ancestors = (span: ReceivedSpan) => {
      const chain: ReceivedSpan[] = [];
      for (let at = byId.get(span.parentSpanId ?? ''); at; at = byId.get(at.parentSpanId ?? ''))
        chain.push(at);
      return chain;
    };
    const fastify = trace.filter((s) => s.scope.includes('fastify'));
    expect(fastify.length).toBeGreaterThan(0);
    for (const s of fastify) expect(ancestors(s).at(-1)?.spanId, s.name).toBe(root.spanId);
    const queries = trace.filter((s) => s.scope.includes('pg'));
    expect(queries.length).toBeGreaterThan(0);
    // Each query hangs under the request (through Fastify's handler span), never as a trace of its own.
    for (const q of queries) {
      const chain = ancestors(q);
      expect(chain.at(-1)?.spanId, q.name).toBe(root.spanId);
    }
    expect(queries.some((q) => ancestors(q).some((a) => a.scope.includes('fastify')))).toBe(true);
    // What was said never goes into a span.
    expect(JSON.stringify(trace)).not.toContain('raise');

    // A calendar feed's address is its credential: fetching it leaves no span with the secret.
    const feed = await api.fetch('/api/calendar/feed', { method: 'POST', cookie });
    expect(feed.status).toBe(201);
    const { feedUrl } = (await feed.json()) as { feedUrl: string };
    const secret = /\/api\/calendar\/([a-z2-7]{32})\.ics$/.exec(feedUrl)![1]!;
    const fetched = await api.fetch(new URL(feedUrl).pathname);
    expect(fetched.status).toBe(200);
    await fetched.text();
    // A request after it: once its span has arrived, the feed's would have too.
    expect((await api.fetch('/api/calendar/feed', { cookie })).status).toBe(200);
    await waitFor('the status span', async () =>
      receiver.spans.find((s) => s.kind === 2 && attr(s, 'http.route') === '/api/calendar/feed'),
    );
    expect(JSON.stringify(receiver.spans)).not.toContain(secret);
  });
});
