import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible HTTP server on loopback for tests: the real `openai` SDK talks to it over HTTP, exactly as
 * it talks to OpenAI, Ollama or vLLM. It speaks enough of the API for MentorAI:
 * - POST /v1/chat/completions, streamed (SSE chunks, then a usage chunk when stream_options.include_usage is set,
 *   then [DONE]) or not (JSON; structured outputs answer the JSON programmed for the schema's name);
 * - POST /v1/audio/transcriptions (multipart) and POST /v1/audio/speech;
 * - POST /v1/moderations (nothing flagged, or the verdict queued for '/v1/moderations' as `json`).
 * Behaviour is programmable (reply text, delay per chunk, an error status, hanging) and every request is logged.
 */

export const STUB_API_KEY = 'sk-test-stub';

interface StubRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** Parsed JSON body (chat, speech) or null (multipart). */
  body: Record<string, unknown> | null;
  /** The file part of a multipart upload (transcriptions): its filename, content type and size in bytes. */
  upload: { filename: string; contentType: string; size: number } | null;
  rawSize: number;
  /** When the request arrived (Date.now()). */
  receivedAt: number;
  /** True when the client closed the connection before the response was complete (an aborted call). */
  aborted: boolean;
  /** When the connection closed, in ms since the request arrived (null while it is open). */
  closedAfterMs: number | null;
  /** When the connection closed (Date.now(), null while it is open): to measure from a moment such as an abort. */
  closedAt: number | null;
}

/** What the next matching request answers. */
interface StubBehaviour {
  /** Answer this HTTP status with an OpenAI-style error body instead. */
  status?: number;
  /** Extra response headers (e.g. retry-after-ms, x-should-retry). */
  headers?: Record<string, string>;
  /** Never answer (the client's timeout ends the call). */
  hang?: boolean;
  /** Streamed text; split into word chunks. */
  reply?: string;
  /** Pause before each streamed chunk, in ms. */
  chunkDelayMs?: number;
  /** Stream this many chunks, then go quiet without ending the response. */
  hangAfterChunks?: number;
  /** Body (JSON-encoded as the message content) of a structured-output answer. */
  json?: unknown;
  /** Raw message content of a non-streamed answer (e.g. invalid JSON). */
  content?: string;
  /** Usage reported by the answer. */
  usage?: { prompt_tokens: number; completion_tokens: number };
}

interface ChatMessageLog {
  role: string;
  content: string;
}

export interface OpenAiStub {
  /** e.g. http://127.0.0.1:43121/v1 — pass as OPENAI_BASE_URL. */
  baseUrl: string;
  requests: StubRequest[];
  /** Requests to /v1/chat/completions. */
  chatRequests(): StubRequest[];
  /** The messages of a chat request. */
  messagesOf(request: StubRequest): ChatMessageLog[];
  /** Default streamed reply text. */
  setReply(text: string): void;
  /** Default structured-output answer for a json_schema name ('session_summary', 'memories'). */
  setJson(schemaName: string, value: unknown): void;
  /**
   * Structured-output calls for this json_schema name ('session_summary', ...) are never answered while set (a slow
   * provider: e.g. to kill the app while its summary is being written); null answers them again.
   */
  hangSchema(schemaName: string | null): void;
  /** Pause before each streamed chunk of every reply that sets none itself (0: none). */
  setChunkDelay(ms: number): void;
  /** Behaviours for the next requests to a path, consumed in order (default path: chat completions). */
  queue(behaviour: StubBehaviour, path?: string): void;
  /** Clears the log, the queued behaviours and the defaults. */
  reset(): void;
  /** Resolves when the server has seen `count` requests in all (or at most `timeoutMs` later). */
  waitForRequests(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_REPLY =
  'Thanks for sharing. Here is a plan.\n\n1. Write down your goal.\n2. Take the first step today.';

/**
 * What /v1/audio/speech answers: a real MP3 a browser plays, about a second of silence (38 MPEG-1 Layer III frames,
 * 128 kbit/s, 44.1 kHz, mono; each a frame header and empty side information, which decodes to silence).
 */
export const SILENT_MP3 = Buffer.concat(
  Array.from({ length: 38 }, () => {
    const frame = Buffer.alloc(417);
    frame.set([0xff, 0xfb, 0x90, 0xc0]);
    return frame;
  }),
);

function words(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? [text];
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startOpenAiStub(): Promise<OpenAiStub> {
  const requests: StubRequest[] = [];
  const queues = new Map<string, StubBehaviour[]>();
  let defaultReply = DEFAULT_REPLY;
  let jsonDefaults = new Map<string, unknown>();
  let hangingSchema: string | null = null;
  let defaultChunkDelayMs = 0;
  const openResponses = new Set<ServerResponse>();
  const waiters: (() => void)[] = [];

  const next = (path: string): StubBehaviour => queues.get(path)?.shift() ?? {};

  function sendError(res: ServerResponse, status: number, headers: Record<string, string> = {}) {
    const type =
      status === 429 ? 'rate_limit_exceeded' : status >= 500 ? 'server_error' : 'invalid_request_error';
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify({ error: { message: `stub error ${status}`, type, code: type } }));
  }

  async function chat(
    req: IncomingMessage,
    res: ServerResponse,
    body: Record<string, unknown>,
    b: StubBehaviour,
    log: StubRequest,
  ) {
    const model = typeof body.model === 'string' ? body.model : 'stub-model';
    const usage = b.usage ?? { prompt_tokens: 120, completion_tokens: 40 };
    const id = `chatcmpl-${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    if (body.stream === true) {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
        ...b.headers,
      });
      const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
      const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
        send({
          id,
          object: 'chat.completion.chunk',
          created,
          model,
          choices: [{ index: 0, delta, finish_reason: finish }],
        });
      chunk({ role: 'assistant', content: '' });
      const parts = words(b.reply ?? defaultReply);
      for (let i = 0; i < parts.length; i += 1) {
        if (b.hangAfterChunks !== undefined && i >= b.hangAfterChunks) return; // stays open, silent
        const delay = b.chunkDelayMs ?? defaultChunkDelayMs;
        if (delay) await sleep(delay);
        if (log.aborted) return;
        chunk({ content: parts[i] });
      }
      chunk({}, 'stop');
      const options = body.stream_options as { include_usage?: boolean } | undefined;
      if (options?.include_usage) {
        send({
          id,
          object: 'chat.completion.chunk',
          created,
          model,
          choices: [],
          usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
        });
      }
      res.write('data: [DONE]\n\n');
      res.end();
      return;
    }
    const format = body.response_format as { type?: string; json_schema?: { name?: string } } | undefined;
    const name = format?.json_schema?.name ?? '';
    const content =
      b.content ??
      (b.json !== undefined
        ? JSON.stringify(b.json)
        : jsonDefaults.has(name)
          ? JSON.stringify(jsonDefaults.get(name))
          : (b.reply ?? defaultReply));
    res.writeHead(200, { 'content-type': 'application/json', ...b.headers });
    res.end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content, refusal: null },
            finish_reason: 'stop',
            logprobs: null,
          },
        ],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
      }),
    );
  }

  const server: Server = createServer((req, res) => {
    const started = Date.now();
    const path = (req.url ?? '').split('?')[0] ?? '';
    const log: StubRequest = {
      method: req.method ?? '',
      path,
      headers: req.headers,
      body: null,
      upload: null,
      rawSize: 0,
      receivedAt: started,
      aborted: false,
      closedAfterMs: null,
      closedAt: null,
    };
    openResponses.add(res);
    res.on('close', () => {
      openResponses.delete(res);
      log.closedAt = Date.now();
      log.closedAfterMs = log.closedAt - started;
      if (!res.writableEnded) log.aborted = true;
    });
    void (async () => {
      const raw = await readBody(req);
      log.rawSize = raw.length;
      const contentType = req.headers['content-type'] ?? '';
      if (contentType.includes('application/json') && raw.length > 0) {
        try {
          log.body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
        } catch {
          log.body = null;
        }
      }
      requests.push(log);
      for (const w of waiters.splice(0)) w();

      if (req.headers.authorization !== `Bearer ${STUB_API_KEY}`) return sendError(res, 401);
      const schema = (log.body?.response_format as { json_schema?: { name?: string } } | undefined)
        ?.json_schema;
      if (hangingSchema !== null && schema?.name === hangingSchema) return; // never answers
      const b = next(path);
      if (b.hang) return; // never answers
      if (b.status) return sendError(res, b.status, b.headers);

      if (req.method === 'POST' && path === '/v1/chat/completions')
        return chat(req, res, log.body ?? {}, b, log);
      if (req.method === 'POST' && path === '/v1/audio/transcriptions') {
        if (!contentType.includes('multipart/form-data')) return sendError(res, 400);
        const form = raw.toString('latin1');
        const model = /name="model"\r\n\r\n([^\r]+)/.exec(form)?.[1] ?? '';
        const file = /name="file"; filename="([^"]*)"\r\nContent-Type: ([^\r]*)\r\n\r\n/i.exec(form);
        if (file) {
          const start = file.index + file[0].length;
          const end = form.indexOf('\r\n--', start);
          log.upload = { filename: file[1] ?? '', contentType: file[2] ?? '', size: end - start };
        }
        const verbose = /name="response_format"\r\n\r\nverbose_json/.test(form);
        const text = b.reply ?? 'Hello from the stub transcription.';
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(
          JSON.stringify(
            verbose
              ? { task: 'transcribe', language: 'english', duration: 3.5, text, model }
              : { text, usage: { type: 'duration', seconds: 3.5 } },
          ),
        );
      }
      if (req.method === 'POST' && path === '/v1/moderations') {
        // The verdict queued for this path (`json`: { flagged, categories }), or nothing flagged.
        const verdict =
          (b.json as { flagged?: boolean; categories?: Record<string, boolean> } | undefined) ?? {};
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(
          JSON.stringify({
            id: 'modr-stub',
            model: typeof log.body?.model === 'string' ? log.body.model : 'omni-moderation-latest',
            results: [
              {
                flagged: verdict.flagged ?? false,
                categories: verdict.categories ?? {},
                category_scores: {},
              },
            ],
          }),
        );
      }
      if (req.method === 'POST' && path === '/v1/audio/speech') {
        res.writeHead(200, { 'content-type': 'audio/mpeg' });
        return res.end(SILENT_MP3);
      }
      return sendError(res, 404);
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    chatRequests: () => requests.filter((r) => r.path === '/v1/chat/completions'),
    messagesOf: (request) =>
      ((request.body?.messages as { role: string; content: unknown }[] | undefined) ?? []).map((m) => ({
        role: m.role,
        content: typeof m.content === 'string' ? m.content : JSON.stringify(m.content),
      })),
    setReply: (text) => {
      defaultReply = text;
    },
    setJson: (schemaName, value) => {
      jsonDefaults.set(schemaName, value);
    },
    hangSchema: (schemaName) => {
      hangingSchema = schemaName;
    },
    setChunkDelay: (ms) => {
      defaultChunkDelayMs = ms;
    },
    queue: (behaviour, path = '/v1/chat/completions') => {
      const list = queues.get(path) ?? [];
      list.push(behaviour);
      queues.set(path, list);
    },
    reset: () => {
      requests.length = 0;
      queues.clear();
      defaultReply = DEFAULT_REPLY;
      jsonDefaults = new Map();
      hangingSchema = null;
      defaultChunkDelayMs = 0;
    },
    waitForRequests: async (count, timeoutMs = 5000) => {
      const until = Date.now() + timeoutMs;
      while (requests.length < count && Date.now() < until) {
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    close: async () => {
      for (const res of openResponses) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
