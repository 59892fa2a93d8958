import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isApiDocsPath } from '../src/plugins/api-docs';
import type { Meta } from '../src/trpc/init';
import { appRouter } from '../src/trpc/router';
import { createTestApp, ORIGIN, testTargets, type Client, type TestApp } from './helpers';

// The standing bad-input suite: property-based fuzzing (fast-check) of every tRPC procedure and every REST route of
// the running app, signed in as an admin so every guard is passed and the input reaches the schema and the rules.
// At least 200 generated inputs each: wrong types, huge strings, unicode with NUL and lone surrogates,
// prototype-pollution keys, negative, fractional and huge numbers, extra fields, malformed JSON and wrong content
// types. Never a 5xx, and no stack trace, SQL or file path in any answer.

const RUNS = 200;

/** What an answer must never show: a stack frame, a file path, SQL or a driver's error. */
const LEAK =
  /\bat [\w.<>]+ \(|node_modules|\/work\/|\/home\/|\.tsx?:\d+|\bselect\b[^"]*\bfrom\b|\binsert into\b|syntax error at|violates .* constraint|\bpg_|PGlite/i;

const strings = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    '😀',
    '__proto__',
    'constructor',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '../../etc/passwd',
    '%00',
    'null',
    '2026-02-30',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.constant('x'.repeat(20_000)),
  fc.constant('é'.repeat(3000)),
);
const numbers = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(
    -1,
    0,
    0.5,
    -0.5,
    2 ** 31,
    2 ** 31 - 1,
    2 ** 53 + 2,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER,
  ),
);
const leaf = fc.oneof(strings, numbers, fc.boolean(), fc.constant(null));
const POLLUTION = ['__proto__', 'constructor', 'prototype'];

/** A string as a path segment; a lone surrogate (which no encoder writes) as the invalid UTF-8 a client could send. */
function pathPart(text: string): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(text);
  } catch {
    encoded = `${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
  return encoded.slice(0, 2000) || 'x';
}

/** Any JSON value, built around the keys a procedure knows (so some inputs get past the first field). */
function valuesWith(keys: string[]): fc.Arbitrary<unknown> {
  const key = fc.oneof(fc.constantFrom(...keys, ...POLLUTION, 'extra'), fc.string({ maxLength: 8 }));
  const { node } = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('node'), { maxLength: 4 }),
      fc.dictionary(key, tie('node'), { maxKeys: 5 }),
    ),
  }));
  // Mostly an object with the procedure's own keys (each a random value), sometimes anything at all.
  const shaped = fc.dictionary(key, node, { minKeys: 1, maxKeys: Math.max(2, keys.length + 2) });
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: node });
}

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** Ids of rows that exist (the fuzzing user's), so a well-formed input can get past "not found". */
const knownIds: string[] = [];

/**
 * Inputs shaped like the schema (so they get past the first field and reach the rules and the database), whose
 * strings are now and then nasty (NUL, lone surrogates, huge) and whose numbers now and then out of range.
 */
function fromSchema(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => fromSchema(a, depth + 1)));
  const types = [schema.type ?? 'string'].flat();
  const options = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
      case 'number': {
        const min = schema.minimum ?? -1000;
        const max = schema.maximum ?? 1000;
        const fine =
          type === 'integer'
            ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
            : fc.double({ min, max, noNaN: true });
        return fc.oneof({ weight: 4, arbitrary: fine }, { weight: 1, arbitrary: numbers });
      }
      case 'array': {
        if (depth > 4) return fc.constant([]);
        const items = schema.items ? fromSchema(schema.items, depth + 1) : leaf;
        return fc.array(items, {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
        });
      }
      case 'object': {
        if (depth > 4) return fc.constant({});
        const props = schema.properties ?? {};
        const model = Object.fromEntries(
          Object.entries(props).map(([k, v]) => [k, fromSchema(v, depth + 1)]),
        );
        return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
      }
      default: {
        const dates = fc.date({
          min: new Date('2020-01-01'),
          max: new Date('2030-01-01'),
          noInvalidDate: true,
        });
        let fine: fc.Arbitrary<string>;
        if (schema.format === 'uuid')
          fine = fc.oneof(fc.uuid(), fc.constantFrom(...(knownIds.length ? knownIds : ['x'])));
        else if (schema.format === 'date-time') fine = dates.map((d) => d.toISOString());
        else if (schema.format === 'date') fine = dates.map((d) => d.toISOString().slice(0, 10));
        else if (schema.format === 'email') fine = fc.emailAddress();
        else
          fine = fc.string({
            minLength: schema.minLength ?? 1,
            maxLength: Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 40, 40)),
          });
        const nasty = fc.oneof(
          fine.map((v) => `${v}\u0000`),
          fine.map((v) => `\ud800${v}`),
          strings,
        );
        return fc.oneof({ weight: 3, arbitrary: fine }, { weight: 1, arbitrary: nasty });
      }
    }
  });
  return options.length === 1 ? options[0]! : fc.oneof(...options);
}

/** A procedure's inputs: mostly shaped by its schema, sometimes any JSON built around its keys. */
function inputsFor(schemas: JsonSchema[]): fc.Arbitrary<unknown> {
  const keys = schemas.flatMap((schema) => Object.keys(schema.properties ?? {}));
  const shaped = schemas[0] ? fromSchema(schemas[0]) : fc.constant(undefined);
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: valuesWith(keys) });
}

interface ProcedureDef {
  _def: { type: 'query' | 'mutation' | 'subscription'; meta?: Meta; inputs: z.ZodType[] };
}
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, ProcedureDef>).map(
  ([path, p]) => ({
    path,
    type: p._def.type,
    auth: p._def.meta?.auth,
    schemas: p._def.inputs.map(
      (s) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
    ),
  }),
);

/** Calls that would end the fuzzing user's own session or account: left out (their bad input has its own tests). */
const LEFT_OUT = new Set([
  'account.deleteAccount',
  'account.revokeOtherSessions',
  'POST /api/logout',
  'GET /api/logout',
]);

/**
 * Answers in the 5xx range that are not failures: a feature this server was started without says so (503 with its
 * message), and nothing else may.
 */
const INTENDED_503 = new Set([
  'Voice transcription is not available on this server. Use the browser dictation instead.',
]);

// One database is enough here: what is fuzzed is how every input is judged before and around SQL, and both databases
// are PostgreSQL's engine (PGlite is PostgreSQL compiled to WebAssembly). PostgreSQL when there is one (CI), else
// the embedded one; every other suite still runs on both. It is the slowest suite (about 90 s a database).
const FUZZ_TARGET: 'postgres' | 'pglite' = testTargets().includes('postgres') ? 'postgres' : 'pglite';

describe.each([FUZZ_TARGET])('fuzzing every procedure and route on %s', (target) => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp({ target });
    admin = await t.signUp(); // the first account is the admin
    const session = await admin.post('/api/chat/sessions', {
      mentorId: 'founder',
      title: 'A session to aim at',
    });
    const goal = await admin.post('/api/goals', {
      title: 'A goal to aim at',
      description: 'Fuzzing',
      targetDate: new Date(Date.now() + 90 * 86_400_000).toISOString(),
    });
    const item = await admin.post('/api/inspiration', { text: 'An item to aim at', tag: 'Goal' });
    knownIds.push(...[session, goal, item].map((res) => res.json<{ id: string }>().id));
  }, 120_000);
  afterAll(async () => t.close());

  function check(label: string, res: { statusCode: number; body: string }) {
    if (res.statusCode >= 500) {
      let message = '';
      try {
        message = (JSON.parse(res.body) as { message?: string }).message ?? '';
      } catch {
        // not JSON
      }
      expect(
        res.statusCode === 503 && INTENDED_503.has(message),
        `${label} answered ${res.statusCode}: ${res.body.slice(0, 300)}`,
      ).toBe(true);
    }
    expect(LEAK.test(res.body), `${label} leaked: ${res.body.slice(0, 300)}`).toBe(false);
  }

  it('finds what it fuzzes', () => {
    expect(procedures.filter((p) => !LEFT_OUT.has(p.path)).length).toBeGreaterThanOrEqual(40);
    expect(t.app.routeTable.filter((r) => r.url.startsWith('/api/')).length).toBeGreaterThanOrEqual(25);
  });

  it('tRPC: no procedure answers 5xx or leaks, whatever its input', { timeout: 600_000 }, async () => {
    for (const p of procedures) {
      if (LEFT_OUT.has(p.path) || p.type === 'subscription') continue;
      await fc.assert(
        fc.asyncProperty(inputsFor(p.schemas), async (input) => {
          const json = JSON.stringify(input) ?? 'null';
          const res =
            p.type === 'query'
              ? await t.app.inject({
                  method: 'GET',
                  url: `/api/trpc/${p.path}?input=${encodeURIComponent(json)}`,
                  headers: { cookie: admin.cookie! },
                })
              : await t.app.inject({
                  method: 'POST',
                  url: `/api/trpc/${p.path}`,
                  headers: { origin: ORIGIN, cookie: admin.cookie!, 'content-type': 'application/json' },
                  payload: json,
                });
          check(`${p.path} ${json.slice(0, 120)}`, res);
        }),
        { numRuns: RUNS },
      );
      await t.drain();
    }
  });

  it(
    'REST: no route answers 5xx or leaks, whatever its path ids, query, body or content type',
    { timeout: 600_000 },
    async () => {
      // The API reference page and its script (plugins/api-docs.ts) are static files, not answers of the API: a
      // minified script may hold any of the words LEAK looks for.
      const routes = t.app.routeTable.filter(
        (r) =>
          r.url.startsWith('/api/') &&
          !r.url.startsWith('/api/trpc') &&
          !isApiDocsPath(r.url) &&
          !LEFT_OUT.has(`${r.method} ${r.url}`),
      );
      const bodies = fc.oneof(
        {
          weight: 3,
          arbitrary: valuesWith([
            'id',
            'title',
            'text',
            'message',
            'email',
            'password',
            'items',
            'progress',
          ]).map((v) => ({ type: 'application/json', payload: JSON.stringify(v) ?? 'null' })),
        },
        fc.constantFrom(
          { type: 'application/json', payload: '{"unclosed": ' },
          { type: 'application/json', payload: '{"__proto__": {"isAdmin": true}}' },
          { type: 'application/json', payload: '[1,2,' },
          { type: 'text/plain', payload: 'plain text' },
          { type: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00' },
          { type: 'multipart/form-data; boundary=x', payload: '--x\r\nbroken' },
          { type: 'application/xml', payload: '<a/>' },
        ),
      );
      for (const r of routes) {
        await fc.assert(
          fc.asyncProperty(
            fc.array(strings, { minLength: 3, maxLength: 3 }),
            fc.dictionary(
              fc.constantFrom('cursor', 'limit', 'types', 'keepSummary', 'q', '__proto__'),
              strings,
              { maxKeys: 3 },
            ),
            bodies,
            async (params, query, body) => {
              let i = 0;
              const path = r.url.replace(/:\w+/g, () => pathPart(params[i++] ?? 'x'));
              const qs = new URLSearchParams(query).toString();
              const url = `${path}${qs ? `?${qs}` : ''}`;
              const res = await t.app.inject({
                method: r.method as 'GET',
                url,
                headers: {
                  origin: ORIGIN,
                  cookie: admin.cookie!,
                  ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { 'content-type': body.type }),
                },
                ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: body.payload }),
              });
              check(`${r.method} ${url.slice(0, 120)} ${body.payload.slice(0, 80)}`, res);
            },
          ),
          { numRuns: RUNS },
        );
        await t.drain();
      }
    },
  );
});
