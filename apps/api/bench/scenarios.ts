import { sql } from '@mentor/db';
import { heavyScenarios } from './heavy';
import type { BenchContext } from './run';

export interface Scenario<S = unknown> {
  name: string;
  iterations: number;
  setup?: (ctx: BenchContext) => Promise<S>;
  run: (ctx: BenchContext, state: S, i: number) => Promise<void>;
}

/** Keeps each scenario's own state type while listing them together. */
function scenario<S>(s: Scenario<S>): Scenario {
  return s as unknown as Scenario;
}

async function expectOk(p: Promise<{ status: number; body: string }>): Promise<void> {
  const res = await p;
  if (res.status >= 400) throw new Error(`unexpected ${res.status}: ${res.body}`);
}

/** The answer's JSON body, after checking the status. */
async function okJson<T>(p: Promise<{ status: number; body: string }>): Promise<T> {
  const res = await p;
  if (res.status >= 400) throw new Error(`unexpected ${res.status}: ${res.body}`);
  return JSON.parse(res.body) as T;
}

const IN_90_DAYS = new Date(Date.now() + 90 * 86_400_000).toISOString();

/** The hot paths. Each domain adds its own here. */
export const scenarios: Scenario[] = [
  {
    name: 'GET /api/auth/user (session check)',
    iterations: 1000,
    run: (ctx) => expectOk(ctx.call('GET', '/api/auth/user')),
  },
  {
    name: 'tRPC batch auth.me + trial.status + mentors.list',
    iterations: 500,
    run: (ctx) =>
      expectOk(ctx.call('GET', '/api/trpc/auth.me,trial.status,mentors.list?batch=1&input=%7B%7D')),
  },
  {
    name: 'GET /api/nothing-here (signed out 404)',
    iterations: 2000,
    run: async (ctx) => {
      const res = await ctx.call('GET', '/api/nothing-here', undefined, { signedOut: true });
      if (res.status !== 404) throw new Error(`expected 404, got ${res.status}`);
    },
  },
  {
    name: 'GET /api/nothing-here (signed in 404: the session lookup alone)',
    iterations: 2000,
    run: async (ctx) => {
      const res = await ctx.call('GET', '/api/nothing-here');
      if (res.status !== 404) throw new Error(`expected 404, got ${res.status}`);
    },
  },
  {
    name: 'POST /api/login (argon2id verify)',
    iterations: 30,
    run: (ctx) =>
      // Signed out: signing in again from a signed-in browser would replace the bench user's session.
      expectOk(
        ctx.call(
          'POST',
          '/api/login',
          { email: 'bench@example.com', password: 'bench password' },
          { signedOut: true },
        ),
      ),
  },
  scenario({
    name: 'GET /api/goals (20 goals with milestones)',
    iterations: 500,
    setup: async (ctx) => {
      for (let i = 0; i < 20; i += 1) {
        await expectOk(
          ctx.call('POST', '/api/goals', {
            title: `Goal ${i}`,
            description: 'A goal of the benchmark',
            targetDate: IN_90_DAYS,
            milestones: [
              { id: `m${i}a`, title: 'Define outcomes', completed: false },
              { id: `m${i}b`, title: 'First deliverable', completed: false },
            ],
          }),
        );
      }
    },
    run: (ctx) => expectOk(ctx.call('GET', '/api/goals')),
  }),
  scenario({
    name: 'tRPC goals.list (the same 20 goals)',
    iterations: 500,
    run: (ctx) => expectOk(ctx.call('GET', '/api/trpc/goals.list')),
  }),
  scenario({
    name: 'tRPC goals.stats',
    iterations: 500,
    run: (ctx) => expectOk(ctx.call('GET', '/api/trpc/goals.stats')),
  }),
  scenario<{ ids: string[] }>({
    name: 'PATCH /api/inspiration/reorder (50 items, one transaction)',
    iterations: 200,
    setup: async (ctx) => {
      const ids: string[] = [];
      for (let i = 0; i < 50; i += 1) {
        const item = await okJson<{ id: string }>(
          ctx.call('POST', '/api/inspiration', { text: `Idea ${i}`, tag: 'Idea' }),
        );
        ids.push(item.id);
      }
      return { ids };
    },
    // Each run moves the first item to the end: every position changes.
    run: async (ctx, state) => {
      state.ids.push(state.ids.shift()!);
      await expectOk(
        ctx.call('PATCH', '/api/inspiration/reorder', {
          items: state.ids.map((id, position) => ({ id, position })),
        }),
      );
    },
  }),
  scenario({
    name: 'GET /api/inspiration (50 items)',
    iterations: 500,
    run: (ctx) => expectOk(ctx.call('GET', '/api/inspiration')),
  }),
  scenario<{ sessionId: string }>({
    // The send limit is 20 a minute per user: warm-up and runs stay under it.
    name: 'POST /api/chat/sessions/{id}/messages (offline mentor unpaced, whole reply)',
    iterations: 8,
    setup: async (ctx) => {
      const session = await okJson<{ id: string }>(
        ctx.call('POST', '/api/chat/sessions', { mentorId: 'founder', title: 'Bench session' }),
      );
      return { sessionId: session.id };
    },
    run: (ctx, state, i) =>
      expectOk(
        ctx.call('POST', `/api/chat/sessions/${state.sessionId}/messages`, {
          message: `We are launching in ${i + 2} weeks and I am unsure what to cut from the scope.`,
        }),
      ),
  }),
  scenario({
    name: 'GET /api/summaries',
    iterations: 300,
    run: (ctx) => expectOk(ctx.call('GET', '/api/summaries')),
  }),
  // The heavy user's lists (bench/heavy.ts): `pnpm bench heavy`.
  ...heavyScenarios,
  scenario<{ bytes: number }>({
    // Last: it gives the bench user a very long history. One INSERT ... SELECT generate_series seeds 100,000
    // messages (about 26 MB of JSON); the export streams them a page at a time, so the peak RSS stays flat.
    name: 'GET /api/account/export (all types, 100,000 messages, streamed)',
    iterations: 3,
    setup: async (ctx) => {
      const session = await okJson<{ id: string }>(
        ctx.call('POST', '/api/chat/sessions', { mentorId: 'career', title: 'Export bench session' }),
      );
      // A large seed: without the app's statement timeout.
      await ctx.app.services.db.transaction().execute(async (trx) => {
        await sql`set local statement_timeout = 0`.execute(trx);
        await sql`insert into messages (session_id, role, content, timestamp)
          select ${session.id}, case when g % 2 = 1 then 'user' else 'assistant' end,
            'Message ' || g || ': ' || repeat('a few words of a long conversation ', 4),
            now() + g * interval '1 millisecond'
          from generate_series(1, 100000) g`.execute(trx);
      });
      return { bytes: 0 };
    },
    run: async (ctx, state) => {
      const res = await ctx.download('/api/account/export?types=profile,sessions,goals,summaries,analytics');
      if (res.status !== 200) throw new Error(`export answered ${res.status}`);
      if (state.bytes !== res.bytes) {
        state.bytes = res.bytes;
        console.log(`export file: ${(res.bytes / 1024 / 1024).toFixed(1)} MB`);
      }
    },
  }),
];
