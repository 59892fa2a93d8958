import { randomUUID } from 'node:crypto';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLinks } from '../src/domains/email/email.service';
import { openApiPath } from '../src/lib/openapi';
import { OPENAPI_PATH } from '../src/plugins/api-docs';
import { AUDIO_SAMPLES, multipart } from './audio';
import {
  createTestApp,
  openAiConfig,
  ORIGIN,
  testConfig,
  testTargets,
  type Client,
  type TestApp,
} from './helpers';
import { startOpenAiStub, type OpenAiStub } from './openai-stub';
import { linkIn, smtpConfig, startSmtpStub, type SmtpStub } from './smtp-stub';
import { SoftAuthenticator } from './soft-authenticator';
import { Browser, signedUpBrowser, totpCode } from './two-factor';

// The contract: every operation of GET /api/openapi.json is called with its documented example (the ids in its
// path are the test's own rows; a mailed token is the one the mail carried) and each answer, status and body, is
// validated against the document with Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses it). Then each operation's
// error answers it can be made to give here (401 signed out, 400 for an empty body, 404 for an unknown id) are
// validated the same way. The app runs with the OpenAI-compatible stub (transcription, speech) and a loopback SMTP
// server (the mailed links), so every documented success can happen.

interface Parameter {
  in: string;
  name: string;
  example?: unknown;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: { required?: string[] }; example?: unknown }> };
  responses: Record<string, { content?: Record<string, unknown>; headers?: Record<string, unknown> }>;
  'x-audience': 'public' | 'user' | 'admin';
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}
interface Call {
  method: string;
  path: string;
  operation: Operation;
}

/**
 * Two-factor sign-in and passkeys: their examples need a state one call cannot make (a waiting sign-in, a code of
 * the app set up a moment ago, a passkey's signed answer), so the test below walks them in order, as a person does,
 * and validates each answer the same way.
 */
const isTwoFactorPath = (path: string) =>
  path.startsWith('/api/auth/two-factor') || path.startsWith('/api/auth/passkey');

/** The only documented success not reachable here, with the documented answer it gives instead and why. */
const ANSWERS_INSTEAD: Record<string, { status: number; why: string }> = {
  'post /api/billing/webhook': {
    status: 412,
    why: 'payments are off in the test app (the webhook has its own suite)',
  },
  'post /api/chat/messages/{messageId}/continue': {
    status: 409,
    why: "the test's reply was never stopped (chat-continue.test.ts continues a stopped one)",
  },
};

/**
 * Calls that change what later ones need run in this order: first the version switch (before a new message makes
 * the regenerated reply an earlier one) and the sign-up flow; last what ends or deletes.
 */
const FIRST = [
  'post /api/chat/messages/{messageId}/current',
  'post /api/auth/register',
  'post /api/auth/verify-email',
  'post /api/login',
  'post /api/auth/password-reset',
  'post /api/auth/password-reset/confirm',
  // The calendar feed's address comes from Subscribe (then Rotate); the feed is fetched with the latest.
  'post /api/calendar/feed',
  'post /api/calendar/feed/rotate',
  'get /api/calendar/{file}',
];
const rank = (call: Call) => {
  const key = `${call.method} ${call.path}`;
  if (FIRST.includes(key)) return FIRST.indexOf(key) - FIRST.length;
  if (call.method === 'delete') return 1;
  if (call.path === '/api/logout') return 2;
  return 0;
};

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

describe.each(testTargets())('the REST answers against the OpenAPI document on %s', (target) => {
  let t: TestApp;
  let smtp: SmtpStub;
  let ai: OpenAiStub;
  let me: Client;
  let other: Client;
  let document: Document;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  /** Ids of the test's own rows, for the ids in the paths and examples. */
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    smtp = await startSmtpStub();
    ai = await startOpenAiStub();
    t = await createTestApp({
      target,
      config: { ...openAiConfig(ai, 5000), ...smtpConfig(smtp, testConfig().mail) },
    });
    me = await t.signUp(); // the first account: an admin, who may call every route
    other = await t.signUp();
    document = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json<Document>();
    ajv.addSchema(document, 'openapi');

    const post = async (url: string, body: unknown) => {
      t.clock.advance(1000); // the test clock stands still: each row gets its own moment
      const res = await me.post(url, body);
      expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
      return res.json<Record<string, unknown>>();
    };
    ids.goal = String(
      (await post('/api/goals', { title: 'Ship v2', targetDate: '2027-03-01T00:00:00.000Z' })).id,
    );
    ids.session = String((await post('/api/chat/sessions', { mentorId: 'founder', title: 'Pricing' })).id);
    ids.doomedSession = String(
      (await post('/api/chat/sessions', { mentorId: 'life', title: 'To delete' })).id,
    );
    const sent = await post(`/api/chat/sessions/${ids.session}/messages`, { message: 'How should I price?' });
    // Regenerated, the first reply becomes a version of it: the one `.../current` makes current again.
    ids.reply = String((sent.assistantMessage as { id: string }).id);
    t.clock.advance(1000);
    for await (const _event of await me.caller().chat.regenerate({ sessionId: ids.session })) void _event;
    await t.drain();
    ids.item = String((await post('/api/inspiration', { text: 'Keep', tag: 'Idea' })).id);
    ids.doomedItem = String((await post('/api/inspiration', { text: 'Drop', tag: 'Note' })).id);
    ids.support = String(
      (await post('/api/support/requests', { subject: 'Hello', message: 'A question about my plan.' })).id,
    );
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await ai?.close();
  });

  const calls = (): Call[] =>
    Object.entries(document.paths)
      .flatMap(([path, item]) =>
        Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
      )
      .sort((a, b) => rank(a) - rank(b));
  const exampleCalls = () => calls().filter((c) => !isTwoFactorPath(c.path));

  /** The id a path parameter gets: the test's own row of that kind. */
  function idFor(call: Call, name: string): string {
    const deleting = call.method === 'delete';
    if (call.path.startsWith('/api/goals/')) return ids.goal!;
    if (call.path.startsWith('/api/inspiration/')) return deleting ? ids.doomedItem! : ids.item!;
    // Only deleting the session itself destroys it; unpinning and restoring act on the test's session.
    if (call.path === '/api/chat/sessions/{sessionId}') return deleting ? ids.doomedSession! : ids.session!;
    if (call.path.startsWith('/api/chat/sessions/')) return ids.session!;
    if (call.path.startsWith('/api/chat/messages/')) return ids.reply!;
    if (call.path.startsWith('/api/admin/users/')) return other.user.id;
    if (call.path.startsWith('/api/admin/support-requests/')) return ids.support!;
    if (call.path === '/api/calendar/{file}') return ids.calendarFile!;
    // The two-factor walk below uses its own rows; signed out (401) or with an empty body (400) no row is read.
    if (isTwoFactorPath(call.path)) return randomUUID();
    throw new Error(`no row for {${name}} of ${call.path}`);
  }

  /** The token a mailed link carried (the newest mail to `to` with a link starting with `page`). */
  async function mailedToken(to: string, page: string, count: number): Promise<string> {
    await t.drain();
    const mails = await smtp.waitFor(to, count);
    const link = linkIn(mails.at(-1)!.mail.text, `${t.config.publicUrl}${page}?token=`);
    return new URL(link).searchParams.get('token')!;
  }

  /** An example's placeholders (`<...>`) made real: the test's row ids and mailed tokens. */
  async function realExample(call: Call, example: unknown): Promise<unknown> {
    let text = JSON.stringify(example);
    if (text.includes('<an item id>')) text = text.replace('<an item id>', ids.item!);
    if (text.includes('<the token of the mailed link>')) {
      const token =
        call.path === '/api/auth/verify-email'
          ? await mailedToken('ada@example.com', '/verify-email', 1)
          : await mailedToken('ada@example.com', '/reset-password', 2);
      text = text.replace('<the token of the mailed link>', token);
    }
    if (text.includes('<the token of the mail>')) {
      const { oneClickUrl } = await listLinks(t.app.services, other.user.id, 'summaryEmails');
      text = text.replace('<the token of the mail>', new URL(oneClickUrl).searchParams.get('token')!);
    }
    return JSON.parse(text);
  }

  /** Sends a call with its documented example (or as given); public routes go signed out. */
  async function send(
    call: Call,
    options: { signedIn?: boolean; body?: unknown; ids?: 'own' | 'unknown' } = {},
  ): Promise<LightMyRequestResponse> {
    const { operation } = call;
    let url = call.path;
    for (const p of operation.parameters ?? []) {
      if (p.in !== 'path') continue;
      url = url.replace(`{${p.name}}`, options.ids === 'unknown' ? randomUUID() : idFor(call, p.name));
    }
    const query = new URLSearchParams();
    for (const p of operation.parameters ?? []) {
      if (p.in === 'query' && p.example !== undefined)
        query.set(p.name, String(await realExample(call, p.example)));
    }
    if (query.size > 0) url += `?${query.toString()}`;
    const signedIn = options.signedIn ?? operation['x-audience'] !== 'public';
    const headers: Record<string, string> = { origin: ORIGIN, ...(signedIn ? { cookie: me.cookie! } : {}) };
    const content = operation.requestBody?.content ?? {};
    let payload: string | Buffer | undefined;
    if (content['multipart/form-data']) {
      const body = multipart({
        filename: 'question.wav',
        contentType: 'audio/wav',
        bytes: AUDIO_SAMPLES.wav,
      });
      Object.assign(headers, body.headers);
      payload = body.payload;
    } else if (content['application/json']) {
      const body = options.body ?? (await realExample(call, content['application/json'].example ?? {}));
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    return t.app.inject({ method: call.method.toUpperCase() as 'GET', url, headers, payload });
  }

  /** Validates an answer against the document: its status is documented, and its body fits that status's schema. */
  function expectDocumented(call: Call, res: LightMyRequestResponse) {
    const name = `${call.method.toUpperCase()} ${call.path} -> ${res.statusCode}`;
    const answer = call.operation.responses[String(res.statusCode)];
    expect(answer, `${name} is not documented: ${res.body}`).toBeDefined();
    const types = Object.keys(answer!.content ?? {});
    if (types.length === 0) {
      expect(res.body, name).toBe('');
      return;
    }
    const type = String(res.headers['content-type']).split(';')[0]!;
    expect(types, name).toContain(type);
    if (type !== 'application/json') {
      expect(res.rawPayload.length, name).toBeGreaterThan(0);
      return;
    }
    const ref = `openapi#/${pointer('paths', call.path, call.method, 'responses', String(res.statusCode), 'content', type, 'schema')}`;
    const validate = ajv.compile({ $ref: ref });
    const valid = validate(res.json());
    expect(validate.errors ?? [], `${name}: ${res.body.slice(0, 500)}`).toEqual([]);
    expect(valid, name).toBe(true);
    for (const header of Object.keys(answer!.headers ?? {})) {
      if (header === 'Link' || header === 'Set-Cookie') continue; // present only when there is a next page / a session
      expect(res.headers[header.toLowerCase()], `${name} ${header}`).toBeDefined();
    }
  }

  it('answers every documented example with its documented success, as the document describes it', async () => {
    const all = exampleCalls();
    expect(all.length).toBeGreaterThanOrEqual(45);
    for (const call of all) {
      const res = await send(call);
      const key = `${call.method} ${call.path}`;
      if (key === 'post /api/calendar/feed' || key === 'post /api/calendar/feed/rotate')
        ids.calendarFile = res.json<{ feedUrl: string }>().feedUrl.split('/').at(-1)!;
      const success = Object.keys(call.operation.responses).find((s) => /^[23]/.test(s));
      const expected = ANSWERS_INSTEAD[key]?.status ?? Number(success);
      expect(res.statusCode, `${key}: ${res.body.slice(0, 300)}`).toBe(expected);
      expectDocumented(call, res);
    }
  });

  it('walks two-factor sign-in and passkeys through their documented examples, as the document describes them', async () => {
    const walked = new Set<string>();
    const operation = (method: string, path: string) => {
      const found = document.paths[path]?.[method];
      expect(found, `${method} ${path} is documented`).toBeDefined();
      return found!;
    };
    /** Sends a documented call from `browser` with its example (placeholders filled in) and validates the answer. */
    const step = async (
      browser: Browser,
      method: 'get' | 'post' | 'patch' | 'delete',
      path: string,
      fill: { id?: string; code?: string; response?: unknown; status?: number } = {},
    ) => {
      const call = { method, path, operation: operation(method, path) };
      const url = fill.id ? path.replace(/\{\w+\}/, fill.id) : path;
      const example = call.operation.requestBody?.content['application/json']?.example as
        Record<string, unknown> | undefined;
      const body = example && {
        ...example,
        ...(fill.code !== undefined && 'code' in example ? { code: fill.code } : {}),
        ...(fill.response !== undefined ? { response: fill.response } : {}),
      };
      expect(JSON.stringify(body ?? {})).not.toContain('<');
      const sent = body ?? (method === 'post' ? {} : undefined);
      const res = await browser.send(method.toUpperCase() as 'GET', url, sent);
      const success = Object.keys(call.operation.responses).find((s) => /^[23]/.test(s));
      expect(res.statusCode, `${method} ${path}: ${res.body.slice(0, 300)}`).toBe(
        fill.status ?? Number(success),
      );
      expectDocumented(call, res);
      walked.add(`${method} ${path}`);
      return res;
    };
    const nextCode = (key: string) => {
      t.clock.advance(30_000); // each code works once: the next one is the next 30 seconds'
      return totpCode(key, t.clock.now());
    };

    // Profile: the authenticator app, recovery codes, a passkey.
    const { browser, email } = await signedUpBrowser(t, { ip: '10.71.0.1' });
    await step(browser, 'get', '/api/auth/two-factor');
    const { key } = (await step(browser, 'post', '/api/auth/two-factor/totp/setup')).json<{ key: string }>();
    await step(browser, 'post', '/api/auth/two-factor/totp/confirm', { code: nextCode(key) });
    const { codes } = (
      await step(browser, 'post', '/api/auth/two-factor/recovery-codes', { code: nextCode(key) })
    ).json<{ codes: string[] }>();
    const authenticator = new SoftAuthenticator(ORIGIN);
    const creation = await step(browser, 'post', '/api/auth/passkeys/options');
    const added = await step(browser, 'post', '/api/auth/passkeys', {
      response: authenticator.register(creation.json()),
    });
    const passkeyId = added.json<{ id: string }>().id;
    await step(browser, 'patch', '/api/auth/passkeys/{id}', { id: passkeyId });
    await step(browser, 'get', '/api/auth/passkeys');

    // Signing in: the password, then each second step; a remembered device.
    const withCode = new Browser(t.app, { ip: '10.71.0.2' });
    const first = await withCode.signIn(email);
    expectDocumented(
      { method: 'post', path: '/api/login', operation: operation('post', '/api/login') },
      first,
    );
    expect(first.json()).toMatchObject({ twoFactorRequired: true });
    await step(withCode, 'get', '/api/auth/two-factor/challenge');
    await step(withCode, 'post', '/api/auth/two-factor/totp', { code: nextCode(key) });
    const devices = await step(withCode, 'get', '/api/auth/two-factor/devices');
    const [device] = devices.json<{ id: string }[]>();
    await step(withCode, 'delete', '/api/auth/two-factor/devices/{id}', { id: device!.id });

    const withRecoveryCode = new Browser(t.app, { ip: '10.71.0.3' });
    await withRecoveryCode.signIn(email);
    await step(withRecoveryCode, 'post', '/api/auth/two-factor/recovery', { code: codes[0] });

    const withPasskey = new Browser(t.app, { ip: '10.71.0.4' });
    await withPasskey.signIn(email);
    const request = await step(withPasskey, 'post', '/api/auth/two-factor/passkey/options');
    await step(withPasskey, 'post', '/api/auth/two-factor/passkey', {
      response: authenticator.authenticate(request.json()),
    });

    const passwordless = new Browser(t.app, { ip: '10.71.0.5' });
    const discoverable = await step(passwordless, 'post', '/api/auth/passkey/options');
    await step(passwordless, 'post', '/api/auth/passkey', {
      response: authenticator.authenticate(discoverable.json()),
    });

    // Forgetting, turning off, removing.
    await step(browser, 'delete', '/api/auth/two-factor/devices');
    await step(browser, 'post', '/api/auth/two-factor/disable', { code: nextCode(key) });
    await step(browser, 'delete', '/api/auth/passkeys/{id}', { id: passkeyId });

    const documented = calls()
      .filter((c) => isTwoFactorPath(c.path))
      .map((c) => `${c.method} ${c.path}`);
    expect(documented.length).toBe(20);
    expect([...walked].sort()).toEqual(documented.sort());
  });

  it('answers 401 signed out, as documented, on every route that needs the session', async () => {
    const guarded = calls().filter((c) => c.operation['x-audience'] !== 'public');
    expect(guarded.length).toBeGreaterThan(30);
    for (const call of guarded) {
      const res = await send(call, { signedIn: false });
      expect(res.statusCode, `${call.method} ${call.path}`).toBe(401);
      expectDocumented(call, res);
    }
  });

  it('answers 400 with `{ message, fieldErrors }` for a JSON body missing its required fields', async () => {
    const strict = calls().filter(
      (c) =>
        !ANSWERS_INSTEAD[`${c.method} ${c.path}`] &&
        (c.operation.requestBody?.content['application/json']?.schema?.required ?? []).length > 0,
    );
    expect(strict.length).toBeGreaterThan(8);
    for (const call of strict) {
      const res = await send(call, { body: {} });
      expect(res.statusCode, `${call.method} ${call.path}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json<{ fieldErrors: object }>().fieldErrors).length).toBeGreaterThan(0);
      expectDocumented(call, res);
    }
  });

  it('answers 404 for an id that names nothing, as documented', async () => {
    const withIds = calls().filter((c) => c.path.includes('{'));
    expect(withIds.length).toBeGreaterThan(10);
    for (const call of withIds) {
      const res = await send(call, { ids: 'unknown' });
      expect(res.statusCode, `${call.method} ${call.path}: ${res.body}`).toBe(404);
      expectDocumented(call, res);
    }
  });

  it('matches each documented path to a registered route', () => {
    const registered = new Set(
      t.app.routeTable.map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`),
    );
    for (const call of calls()) expect(registered.has(`${call.method} ${call.path}`)).toBe(true);
  });
});
