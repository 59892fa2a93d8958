import type { Database } from '@mentor/db';
import { CHAT_SESSION_TITLE_MAX } from '@mentor/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { AiProvider } from '../../ai/provider';
import type { Clock } from '../../lib/clock';
import { recordUsage } from '../usage';
import * as repo from './repository';

/** The title of a session whose first message was flagged by the safety screen. */
const CRISIS_SESSION_TITLE = 'Getting support';

/**
 * Titles a session from its first exchange (the person's first message and the mentor's first reply), in the
 * background after that reply was saved. The call is metered (kind 'title'). The default title stays when the
 * provider writes none or fails (logged only), and a title the person set (rename) is never overwritten: the
 * update applies only while the title is still the default one.
 */
export async function titleSessionFromFirstExchange(
  deps: { db: Database; ai: AiProvider; clock: Clock; log: FastifyBaseLogger },
  userId: string,
  sessionId: string,
): Promise<void> {
  const { db, ai, clock, log } = deps;
  const session = await repo.findSession(db, userId, sessionId);
  if (!session || session.titleSource !== 'default') return;
  const exchange = await repo.firstExchange(db, userId, sessionId);
  if (!exchange) return;
  // A first message the safety screen flagged is never sent to a model to be titled, and the title never repeats
  // it: a calm title that says nothing of what was said (it may be read over the person's shoulder).
  if (exchange.flagged) {
    await repo.setGeneratedTitle(
      db,
      userId,
      sessionId,
      await distinctTitle(db, userId, sessionId, CRISIS_SESSION_TITLE),
    );
    return;
  }
  let result;
  try {
    result = await ai.titleSession({
      message: exchange.user,
      reply: exchange.reply,
      mentorType: session.mentorType,
    });
  } catch (error) {
    log.warn({ err: error, sessionId }, 'titling the session failed; it keeps its default title');
    return;
  }
  if (result.usage) await recordUsage(db, { userId, sessionId }, 'title', result.usage, clock.now());
  if (!result.title) {
    log.info({ sessionId }, 'no title was written for the session; it keeps its default title');
    return;
  }
  await repo.setGeneratedTitle(
    db,
    userId,
    sessionId,
    await distinctTitle(db, userId, sessionId, result.title),
  );
}

/**
 * `title`, or, when another of the person's sessions already has it (in any case), `title (2)`, `title (3)` ...: two
 * sessions in the list never read the same from a generated title. A title the person typed is theirs to repeat.
 */
async function distinctTitle(
  db: Database,
  userId: string,
  sessionId: string,
  title: string,
): Promise<string> {
  const taken = new Set(
    (await repo.titlesStartingWith(db, userId, title.slice(0, 150), sessionId)).map((t) => t.toLowerCase()),
  );
  if (!taken.has(title.toLowerCase())) return title;
  for (let n = 2; ; n += 1) {
    const suffix = ` (${n})`;
    const numbered = `${title.slice(0, CHAT_SESSION_TITLE_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(numbered.toLowerCase())) return numbered;
  }
}
