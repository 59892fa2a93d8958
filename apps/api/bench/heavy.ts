// A heavy user's lists (issue 13): one user with a long history among many others, each list call's p95 and
// response size, and what polling those lists costs another user. Seeded with INSERT ... SELECT generate_series
// (one statement per table): on PostgreSQL at the scale (5,000 sessions, 200,000 messages, 5,000
// summaries, 10,000 other users); on the embedded database at a fifth of it (PGlite is single-connection and
// in-process, so the seed and every query share one core with the server).
import { sql } from '@mentor/db';
import { registerAndSignIn } from '../test/helpers';
import type { BenchContext } from './run';
import type { Scenario } from './scenarios';

const ORIGIN = 'http://localhost:3000';

interface Scale {
  sessions: number;
  messagesPerSession: number;
  otherUsers: number;
}

const SCALES: Record<'pglite' | 'postgres', Scale> = {
  postgres: { sessions: 5000, messagesPerSession: 40, otherUsers: 10_000 },
  pglite: { sessions: 1000, messagesPerSession: 40, otherUsers: 2000 },
};

interface Heavy {
  /** The heavy user's cookie. */
  heavy: string;
  /** Another user's cookie (20 goals), whose GET /api/goals is measured beside the heavy user's polling. */
  other: string;
  /** A cursor from the middle of the heavy user's sessions (a page deep in the list). */
  deepSessionsCursor: string;
  /** One of the heavy user's sessions (its 40 messages). */
  sessionId: string;
}

/** One seed per app (the bench runs on the embedded database, then on PostgreSQL). */
const seeded = new WeakMap<object, Promise<Heavy>>();

async function register(ctx: BenchContext, email: string): Promise<string> {
  const res = await registerAndSignIn(
    ctx.app,
    { email, password: 'bench password', firstName: 'Heavy', lastName: 'User' },
    { origin: ORIGIN },
  );
  const cookie = res.cookies.find((c) => c.name === 'mentor_session');
  if (!cookie) throw new Error(`heavy bench sign-up failed: ${res.body}`);
  return `mentor_session=${cookie.value}`;
}

async function get(ctx: BenchContext, cookie: string, url: string) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { origin: ORIGIN, cookie } });
  if (res.statusCode >= 400) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  return res;
}

/** Seeds the heavy user once (the first heavy scenario's setup); every heavy scenario shares it. */
function seed(ctx: BenchContext): Promise<Heavy> {
  const existing = seeded.get(ctx.app);
  if (existing) return existing;
  const made = (async () => {
    const db = ctx.app.services.db;
    const version = await sql<{ version: string }>`select version()`.execute(db);
    const target = /PGlite/.test(version.rows[0]?.version ?? '') ? 'pglite' : 'postgres';
    const scale = SCALES[target];
    const started = performance.now();
    const heavy = await register(ctx, `heavy-${target}@example.com`);
    const other = await register(ctx, `other-${target}@example.com`);
    const heavyId = (
      await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', `heavy-${target}@example.com`)
        .executeTakeFirstOrThrow()
    ).id;
    const otherId = (
      await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', `other-${target}@example.com`)
        .executeTakeFirstOrThrow()
    ).id;
    const mentorId = (
      await db.selectFrom('mentors').select('id').where('type', '=', 'career').executeTakeFirstOrThrow()
    ).id;

    // The seed is large: its statements run without the app's statement timeout, in one transaction.
    await db.transaction().execute(async (trx) => {
      await sql`set local statement_timeout = 0`.execute(trx);
      // Many other users, each with two sessions: the heavy user's rows are a small part of every table.
      await sql`insert into users (email, first_name, last_name)
        select 'crowd-' || g || '-' || ${target} || '@example.com', 'Crowd', 'User' || g
        from generate_series(1, ${scale.otherUsers}) g`.execute(trx);
      await sql`insert into chat_sessions (user_id, mentor_id, title, started_at, created_at, updated_at)
        select u.id, ${mentorId}, 'Crowd session ' || s, now() - s * interval '1 day', now() - s * interval '1 day',
          now() - s * interval '1 day'
        from users u cross join generate_series(1, 2) s
        where u.email like 'crowd-%'`.execute(trx);

      // The heavy user: sessions three to a timestamp (ties the keyset must walk through), a summary for each,
      // and 40 messages each.
      await sql`insert into chat_sessions (user_id, mentor_id, title, summary, key_insights, action_items, started_at,
          created_at, updated_at)
        select ${heavyId}, ${mentorId}, 'Career Coach Session ' || g,
          'We talked about the next step of the career plan and what to do this week, in some detail. ' || g,
          '["Focus on one application a day", "Ask for referrals", "Keep a log"]'::jsonb,
          '[{"text": "Update the CV", "completed": false, "dueDate": null}, {"text": "Message two alumni", "completed": true, "dueDate": "2026-12-01"}, {"text": "Apply to three roles", "completed": false, "dueDate": null}]'::jsonb,
          now() - (g / 3) * interval '1 hour', now() - (g / 3) * interval '1 hour', now() - (g / 3) * interval '1 hour'
        from generate_series(1, ${scale.sessions}) g`.execute(trx);
      await sql`insert into session_summaries (session_id, user_id, summary, key_insights, action_items, sentiment,
          progress_made, next_steps, session_title, mentor_id, created_at, updated_at)
        select s.id, s.user_id, s.summary, s.key_insights, s.action_items, 'positive',
          'Chose the three companies to apply to first and drafted the outreach message.',
          '1. Update the CV 2. Message two alumni 3. Apply to three roles', s.title, s.mentor_id,
          s.created_at + interval '30 minutes', s.created_at + interval '30 minutes'
        from chat_sessions s where s.user_id = ${heavyId}`.execute(trx);
      await sql`insert into messages (session_id, role, content, timestamp)
        select s.id, case when m % 2 = 1 then 'user' else 'assistant' end,
          'Message ' || m || ': ' || repeat('a few words of a long conversation ', 6),
          s.created_at + m * interval '1 second'
        from chat_sessions s cross join generate_series(1, ${scale.messagesPerSession}) m
        where s.user_id = ${heavyId}`.execute(trx);
      await sql`insert into memories (user_id, content, created_at)
        select ${heavyId}, 'The person is looking for a product role in a climate company, note ' || g,
          now() - g * interval '1 minute'
        from generate_series(1, 200) g`.execute(trx);
      // The other user: 20 goals with milestones, like the light GET /api/goals scenario.
      await sql`insert into goals (user_id, title, description, category, milestones)
        select ${otherId}, 'Goal ' || g, 'A goal of the benchmark', 'career',
          ('[{"id": "m' || g || 'a", "title": "Define outcomes", "completed": false}, {"id": "m' || g || 'b", "title": "First deliverable", "completed": false}]')::jsonb
        from generate_series(1, 20) g`.execute(trx);
    });
    await sql`analyze`.execute(db);

    const counts = await sql<{ sessions: string; messages: string; users: string }>`select
      (select count(*) from chat_sessions where user_id = ${heavyId}) as sessions,
      (select count(*) from messages m join chat_sessions s on s.id = m.session_id where s.user_id = ${heavyId}) as messages,
      (select count(*) from users) as users`.execute(db);
    const c = counts.rows[0]!;
    console.log(
      `heavy seed (${target}): ${c.sessions} sessions, ${c.messages} messages, ${c.sessions} summaries of the heavy user; ${c.users} users; ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    // A cursor half-way down the sessions list: follow the Link headers with the largest page.
    let url: string | null = '/api/chat/sessions?limit=50';
    let deepSessionsCursor = '';
    for (let page = 0; url && page < scale.sessions / 100; page += 1) {
      const res = await get(ctx, heavy, url);
      const link = /^<([^>]+)>; rel="next"$/.exec(String(res.headers.link ?? ''))?.[1] ?? null;
      if (link) deepSessionsCursor = new URL(link, 'http://x').searchParams.get('cursor') ?? '';
      url = link;
    }
    if (process.env.BENCH_EXPLAIN) await explain(db, heavyId);
    const sessionId = (
      await db
        .selectFrom('chatSessions')
        .select('id')
        .where('userId', '=', heavyId)
        .limit(1)
        .executeTakeFirstOrThrow()
    ).id;
    return { heavy, other, deepSessionsCursor, sessionId };
  })();
  seeded.set(ctx.app, made);
  return made;
}

/** BENCH_EXPLAIN=1: the plans of the heavy user's list queries (as the repositories write them), once seeded. */
async function explain(db: BenchContext['app']['services']['db'], userId: string): Promise<void> {
  const middle = await sql<{ at: string; id: string }>`select created_at::text as at, id from chat_sessions
    where user_id = ${userId} order by created_at desc, id desc
    offset (select count(*) / 2 from chat_sessions where user_id = ${userId}) limit 1`.execute(db);
  const at = middle.rows[0]?.at ?? new Date().toISOString();
  const id = middle.rows[0]?.id ?? '00000000-0000-4000-8000-000000000000';
  const plans = {
    'chat sessions page after a cursor': sql`select cs.id, cs.title, m.name from chat_sessions cs
      join mentors m on m.id = cs.mentor_id
      where cs.user_id = ${userId} and (cs.created_at, cs.id) < (${at}::timestamptz, ${id}::uuid)
      order by cs.created_at desc, cs.id desc limit 21`,
    'summaries page after a cursor': sql`select ss.id, coalesce(cs.title, ss.session_title), m.name
      from session_summaries ss
      left join chat_sessions cs on cs.id = ss.session_id and cs.user_id = ss.user_id
      join mentors m on m.id = coalesce(cs.mentor_id, ss.mentor_id)
      where ss.user_id = ${userId} and ss.id in (select page.id from session_summaries page
        where page.user_id = ${userId} and (page.created_at, page.id) < (${at}::timestamptz, ${id}::uuid)
        order by page.created_at desc, page.id desc limit 21)
      order by ss.created_at desc, ss.id desc`,
    'previous session summary': sql`select ss.summary, ss.next_steps, ss.updated_at, cs.title
      from session_summaries ss join chat_sessions cs on cs.id = ss.session_id
      where ss.user_id = ${userId} and cs.user_id = ${userId} and cs.id <> ${id}
      order by ss.updated_at desc, cs.created_at desc limit 1`,
    'goals.stats action items': sql`select coalesce(sum(case when jsonb_typeof(action_items) = 'array'
      then jsonb_array_length(action_items) else 0 end), 0) from session_summaries where user_id = ${userId}`,
  };
  for (const [name, query] of Object.entries(plans)) {
    const plan = await sql<{ 'QUERY PLAN': string }>`explain (analyze, buffers off) ${query}`.execute(db);
    console.log(`\nEXPLAIN ${name}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
}

const trpcInput = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** The heavy user's list calls: name, and the URL made from the seeded state. */
const LIST_CALLS: { name: string; url: (h: Heavy) => string }[] = [
  { name: 'GET /api/chat/sessions (first page)', url: () => '/api/chat/sessions' },
  {
    name: 'GET /api/chat/sessions?cursor= (a page half-way down)',
    url: (h) => `/api/chat/sessions?cursor=${h.deepSessionsCursor}`,
  },
  { name: 'GET /api/summaries (first page)', url: () => '/api/summaries' },
  {
    // The dashboard overview's batch as the web app sends it (summaries.list asks for its two).
    name: 'tRPC overview batch auth.me + goals.list + goals.stats + summaries.list(2) + chat.quota',
    url: () =>
      `/api/trpc/auth.me,goals.list,goals.stats,summaries.list,chat.quota?batch=1&input=${trpcInput({
        3: { limit: 2, cursor: null, direction: 'forward' },
      })}`,
  },
  {
    name: 'tRPC chat.listSessions (the sidebar, first page)',
    url: () =>
      `/api/trpc/chat.listSessions?batch=1&input=${trpcInput({ 0: { cursor: null, direction: 'forward' } })}`,
  },
  {
    name: 'GET /api/chat/sessions/{id}/messages (40 messages)',
    url: (h) => `/api/chat/sessions/${h.sessionId}/messages`,
  },
  { name: 'tRPC memory.list (200 memories, bounded)', url: () => '/api/trpc/memory.list' },
  { name: 'tRPC goals.stats (counted in SQL)', url: () => '/api/trpc/goals.stats' },
];

function listScenario(call: (typeof LIST_CALLS)[number]): Scenario {
  const sized = new WeakSet<object>();
  const s: Scenario<Heavy> = {
    name: `heavy user: ${call.name}`,
    iterations: 200,
    setup: (ctx) => seed(ctx),
    run: async (ctx, heavy) => {
      const res = await get(ctx, heavy.heavy, call.url(heavy));
      if (!sized.has(ctx.app)) {
        sized.add(ctx.app);
        console.log(`${s.name}: ${(res.rawPayload.length / 1024).toFixed(1)} KB`);
      }
    },
  };
  return s as unknown as Scenario;
}

/**
 * Another user's GET /api/goals while two clients poll the heavy lists (sessions, summaries, the overview batch:
 * each client asks for all four, then waits `pauseMs`; 0: back to back, a load test rather than a poll): its
 * throughput as a ratio to its throughput alone, measured in setup.
 */
function crowdedScenario(pauseMs: number): Scenario {
  const iterations = 400;
  let alone = 0;
  let stop = false;
  let pollers: Promise<number>[] = [];
  let started = 0;
  const s: Scenario<Heavy> = {
    name:
      pauseMs > 0
        ? `another user's GET /api/goals while two clients poll the heavy lists every ${pauseMs} ms`
        : "another user's GET /api/goals while two clients ask for the heavy lists back to back",
    iterations,
    setup: async (ctx) => {
      const heavy = await seed(ctx);
      const t0 = performance.now();
      for (let i = 0; i < iterations; i += 1) await get(ctx, heavy.other, '/api/goals');
      alone = iterations / ((performance.now() - t0) / 1000);
      stop = false;
      const poll = async () => {
        let n = 0;
        while (!stop) {
          for (const call of LIST_CALLS.slice(0, 4)) await get(ctx, heavy.heavy, call.url(heavy));
          n += 4;
          if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
        }
        return n;
      };
      pollers = [poll(), poll()];
      return heavy;
    },
    run: async (ctx, heavy, i) => {
      // Warm-up runs come first; the measured ones start again at 0.
      if (i === 0) started = performance.now();
      await get(ctx, heavy.other, '/api/goals');
      if (i === iterations - 1) {
        const loaded = iterations / ((performance.now() - started) / 1000);
        stop = true;
        const polled = (await Promise.all(pollers)).reduce((a, b) => a + b, 0);
        console.log(
          `${s.name}: alone ${alone.toFixed(0)} req/s, with the pollers ${loaded.toFixed(0)} req/s, ratio ${(loaded / alone).toFixed(2)}x (${polled} list calls polled)`,
        );
      }
    },
  };
  return s as unknown as Scenario;
}

/** `pnpm bench heavy` runs only these. */
export const heavyScenarios: Scenario[] = [
  ...LIST_CALLS.map(listScenario),
  crowdedScenario(100),
  crowdedScenario(0),
];
