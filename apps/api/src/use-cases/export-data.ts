import type { Database, UserRow } from '@mentor/db';
import type { ExportDataType } from '@mentor/validation';
import { toPublicUser } from '../domains/account';
import { twoFactorForExport } from '../domains/auth';
import { feedForExport } from '../domains/calendar';
import { messagePages, sessionPages } from '../domains/chat';
import { listGoals } from '../domains/goals';
import { listItems } from '../domains/inspiration';
import { listMemories } from '../domains/memory';
import { summaryPages } from '../domains/summaries';
import { usagePages } from '../domains/usage';
import { goalStatsFor } from './goal-stats';

// A use-case: the data export reads every domain that holds the user's rows, each through its index.

/**
 * Export Data (spec: Export Data, section 3 "Export selection"): one JSON document with the selected types of ONE
 * user, written piece by piece so it is never whole in memory. Chat sessions, their messages and the AI usage
 * records and the summaries (the parts that grow without bound) are read a page at a time with keyset queries; the other parts are
 * the bounded lists the screens already load. Which table goes under which type is in docs/decisions.md:
 *
 * - profile:   `user` (the public fields of the account), `memories` (what the mentor remembers),
 *              `calendarFeed` (the calendar feed: when it was made and last fetched, or null; its secret is not kept)
 *              and `twoFactor` (whether two-factor sign-in is on and since when, recovery codes left, remembered
 *              devices, and the passkeys' names and dates; never a key or a code)
 * - sessions:  every chat session with its `messages` in transcript order
 * - goals:     `goals` (with milestones) and `inspirationBoard` (the board's items, goals with steps among them)
 * - summaries: every session summary
 * - analytics: `usage` (the account's counters and the goals view's activity figures) and `aiUsage` (one record
 *              per metered AI call)
 */

const json = (value: unknown) => JSON.stringify(value);

type Section = (db: Database, user: UserRow, now: Date) => AsyncGenerator<string>;

async function* profile(db: Database, user: UserRow, now: Date): AsyncGenerator<string> {
  yield `{"user":${json(toPublicUser(user, now))},"memories":${json(await listMemories(db, user.id))}`;
  yield `,"calendarFeed":${json(await feedForExport(db, user.id))}`;
  yield `,"twoFactor":${json(await twoFactorForExport(db, user.id, now))}}`;
}

async function* sessions(db: Database, user: UserRow): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const page of sessionPages(db, user.id)) {
    for (const session of page) {
      // The session's own fields, then its messages a page at a time inside the same object.
      yield `${first ? '' : ','}${json(session).slice(0, -1)},"messages":[`;
      first = false;
      let firstMessage = true;
      for await (const messages of messagePages(db, user.id, session.id)) {
        const items = messages.map((m) =>
          json({ id: m.id, role: m.role, content: m.content, timestamp: m.timestamp }),
        );
        yield `${firstMessage ? '' : ','}${items.join(',')}`;
        firstMessage = false;
      }
      yield ']}';
    }
  }
  yield ']';
}

async function* goals(db: Database, user: UserRow): AsyncGenerator<string> {
  yield `{"goals":${json(await listGoals(db, user.id))},"inspirationBoard":${json(await listItems(db, user.id))}}`;
}

async function* summaries(db: Database, user: UserRow): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const page of summaryPages(db, user.id)) {
    yield `${first ? '' : ','}${page.map(json).join(',')}`;
    first = false;
  }
  yield ']';
}

async function* analytics(db: Database, user: UserRow, now: Date): AsyncGenerator<string> {
  const account = toPublicUser(user, now);
  const { hasSessions: _hasSessions, ...activity } = await goalStatsFor(db, user.id, now);
  const usage = {
    sessionsThisMonth: account.sessionsThisMonth,
    sessionsLimit: account.sessionsLimit,
    totalMinutesUsed: account.totalMinutesUsed,
    lastActiveAt: account.lastActiveAt,
    memberSince: account.createdAt,
    ...activity,
  };
  yield `{"usage":${json(usage)},"aiUsage":[`;
  let first = true;
  for await (const page of usagePages(db, user.id)) {
    yield `${first ? '' : ','}${page.map(json).join(',')}`;
    first = false;
  }
  yield ']}';
}

const SECTIONS: Record<ExportDataType, Section> = { profile, sessions, goals, summaries, analytics };

/** The export document of `user` with `types` (in the spec's order), as chunks of JSON text. */
export async function* exportDocument(
  db: Database,
  user: UserRow,
  types: readonly ExportDataType[],
  now: Date,
): AsyncGenerator<string> {
  yield `{"exportedAt":${json(now.toISOString())},"format":"json","dataTypes":${json(types)}`;
  for (const type of types) {
    yield `,${json(type)}:`;
    yield* SECTIONS[type](db, user, now);
  }
  yield '}\n';
}
