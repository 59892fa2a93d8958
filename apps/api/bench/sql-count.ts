// What one chat message costs the database: the statements it runs (through Kysely), by kind. BEGIN and COMMIT
// are not counted (a reply runs two transactions: accept and save).
import { createTestDb } from '@mentor/db/testing';
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { createOfflineProvider } from '../src/ai/offline-provider';
import { buildApp } from '../src/app';
import { registerAndSignIn, testConfig } from '../test/helpers';

const ORIGIN = 'http://localhost:3000';
const seen: string[] = [];
let counting = false;
const counter: KyselyPlugin = {
  transformQuery: ({ node }) => {
    if (counting) seen.push(describe(node));
    return node;
  },
  transformResult: async ({ result }) => result,
};
function describe(node: RootOperationNode): string {
  const table = (n: unknown) =>
    (n as { table?: { identifier?: { name?: string } } } | undefined)?.table?.identifier?.name ?? '?';
  switch (node.kind) {
    case 'SelectQueryNode':
      return `select ${table(node.from?.froms[0])}`;
    case 'InsertQueryNode':
      return `insert ${table(node.into)}`;
    case 'UpdateQueryNode':
      return `update ${table(node.table)}`;
    case 'DeleteQueryNode':
      return `delete ${table(node.from.froms[0])}`;
    case 'RawNode':
      return `raw ${node.sqlFragments.join('?').replace(/\s+/g, ' ').slice(0, 60)}`;
    default:
      return node.kind;
  }
}

/** Counts the statements of a session's first message and of a later one, on `target`, and prints them by kind. */
export async function countChatStatements(target: 'pglite' | 'postgres'): Promise<void> {
  const testDb = await createTestDb({ target });
  const db = testDb.db.withPlugin(counter);
  const app = await buildApp(testConfig(), { db, ai: createOfflineProvider({ wordDelayMs: 0 }) });
  await app.ready();
  const reg = await registerAndSignIn(
    app,
    { email: 'count@example.com', password: 'count password', firstName: 'C', lastName: 'D' },
    { origin: ORIGIN },
  );
  const cookie = `mentor_session=${reg.cookies.find((c) => c.name === 'mentor_session')!.value}`;
  const call = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { origin: ORIGIN, cookie }, payload });
  const session = (await call('/api/chat/sessions', { mentorId: 'founder', title: 'Count' })).json<{
    id: string;
  }>();
  for (const [label, message] of [
    ['first message of a session', 'We launch in three weeks and I am unsure what to cut.'],
    ['a later message', 'And how do I tell the team?'],
  ] as const) {
    await app.services.chat.tasks.drain();
    seen.length = 0;
    counting = true;
    const res = await call(`/api/chat/sessions/${session.id}/messages`, { message });
    const inReply = seen.length;
    await app.services.chat.tasks.drain();
    counting = false;
    if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
    console.log(
      `\n${target}, ${label}: ${inReply} statements until the reply ended, ${seen.length} with the work after it`,
    );
    const counts = new Map<string, number>();
    for (const s of seen) counts.set(s, (counts.get(s) ?? 0) + 1);
    console.table([...counts].map(([statement, n]) => ({ statement, n })));
  }
  await app.close();
  await testDb.destroy();
}
