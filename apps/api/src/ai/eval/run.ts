import type { MentorType } from '@mentor/validation';
import { composeReply, prepareUnderstanding } from '../offline';
import type { LabelledMessage } from '../offline/utterances';
import { buildChatPrompt } from '../prompts';
import type { AiProvider, ChatTurn, MentorContext } from '../provider';
import { isUnrelated, type EvalCheck, type EvalOutcome } from './rubric';

/**
 * Runs labelled messages through a provider's real chat path (the prompt the app builds, the provider's
 * streamChat) and scores each reply with the rubric's checks. A follow-up's earlier messages are sent first, each
 * answered by the same provider, so the follow-up is judged in its session. The scorecard reports the train and
 * held-out halves apart, overall and per mentor, and lists every miss.
 */

/** Tuesday 2026-11-10 09:00 UTC: the day the corpus's dates are labelled against. */
export const EVAL_NOW = new Date('2026-11-10T09:00:00.000Z');

export interface EvalResult extends EvalOutcome {
  /** Per check: null (not applicable) or its problems. */
  checks: Record<string, string[] | null>;
  unrelated: boolean;
}

async function reply(provider: AiProvider, ctx: MentorContext, history: ChatTurn[]): Promise<string> {
  const stream = provider.streamChat({ ...buildChatPrompt(ctx, history), context: ctx });
  let text = '';
  for await (const chunk of stream) text += chunk;
  return text;
}

export interface RunOptions {
  provider: AiProvider;
  entries: readonly LabelledMessage[];
  checks: readonly EvalCheck[];
  /** The context a message is answered in (the mentor asked, the person's profile, now = EVAL_NOW). */
  contextFor: (persona: MentorType) => MentorContext;
  /** Replies at once (a model server); the offline mentor needs no more than 1. */
  concurrency?: number;
  onProgress?: (done: number, total: number) => void;
  /**
   * The offline mentor: encode the messages' sentence vectors first (default), or read them with the word
   * classifier alone (faster; the unit suite's run of the train half, whose checks are about the reply's form).
   */
  encode?: boolean;
}

export async function runEval(options: RunOptions): Promise<EvalResult[]> {
  const { provider, entries, checks, contextFor } = options;
  const results: EvalResult[] = new Array<EvalResult>(entries.length);
  let next = 0;
  let done = 0;
  /** Answers entries until `stop` (the end of the current batch). */
  const worker = async (stop: number) => {
    while (next < stop) {
      const index = next;
      next += 1;
      const entry = entries[index]!;
      const ctx = contextFor(entry.persona);
      const history: ChatTurn[] = [];
      for (const earlier of entry.before ?? []) {
        history.push({ role: 'user', content: earlier });
        history.push({ role: 'assistant', content: await reply(provider, ctx, history) });
      }
      history.push({ role: 'user', content: entry.message });
      const text = await reply(provider, ctx, history);
      // The offline mentor's own classification: the same deterministic composition the stream came from.
      const answered = provider.name === 'offline' ? composeReply(ctx, history).answered : null;
      const outcome: EvalOutcome = { entry, text, answered, now: ctx.now };
      results[index] = {
        ...outcome,
        checks: Object.fromEntries(checks.map((c) => [c.name, c.score(outcome)])),
        unrelated: isUnrelated(outcome),
      };
      done += 1;
      options.onProgress?.(done, entries.length);
    }
  };
  // The offline mentor's sentence vectors are encoded a batch of messages at a time (much faster than one by one);
  // each batch is answered before the next is encoded, while the encoder still holds its vectors.
  const encode = provider.name === 'offline' && options.encode !== false;
  const batch = encode ? 50 : entries.length;
  for (let start = 0; start < entries.length; start += batch) {
    const end = Math.min(entries.length, start + batch);
    if (encode)
      await prepareUnderstanding(entries.slice(start, end).flatMap((e) => [...(e.before ?? []), e.message]));
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, () => worker(end)));
  }
  return results;
}

export interface Score {
  passed: number;
  total: number;
}

/** The pass rate of one check over some results (entries where it applies). */
export function scoreOf(results: readonly EvalResult[], check: string): Score {
  const applied = results.filter((r) => r.checks[check] !== null && r.checks[check] !== undefined);
  return { passed: applied.filter((r) => r.checks[check]!.length === 0).length, total: applied.length };
}

const pct = ({ passed, total }: Score) =>
  total === 0 ? '   n/a' : `${((100 * passed) / total).toFixed(1).padStart(5)}%`;

/**
 * The scorecard as Markdown: a table per split (overall and per mentor), then every miss, or only their count
 * (`listMisses: false`, for a blind set: a miss read is a blind message spent).
 */
export function scorecard(
  results: readonly EvalResult[],
  checks: readonly EvalCheck[],
  title: string,
  splits: readonly { split: LabelledMessage['split']; name: string }[] = [
    { split: 'held-out', name: 'Held-out' },
    { split: 'train', name: 'Train' },
  ],
  { listMisses = true }: { listMisses?: boolean } = {},
): string {
  const lines = [`## ${title}`, ''];
  for (const { split, name } of splits) {
    const inSplit = results.filter((r) => r.entry.split === split);
    lines.push(
      `### ${name} (${inSplit.length} messages)`,
      '',
      `| Mentor | Messages | ${checks.map((c) => c.name).join(' | ')} | Unrelated |`,
      `| --- | ---: | ${checks.map(() => '---:').join(' | ')} | ---: |`,
    );
    for (const persona of ['all', 'founder', 'career', 'life'] as const) {
      const rs = persona === 'all' ? inSplit : inSplit.filter((r) => r.entry.persona === persona);
      const cells = checks.map((c) => {
        const s = scoreOf(rs, c.name);
        return `${pct(s)} (${s.passed}/${s.total})`;
      });
      lines.push(
        `| ${persona} | ${rs.length} | ${cells.join(' | ')} | ${rs.filter((r) => r.unrelated).length} |`,
      );
    }
    lines.push('');
  }
  const misses = results.filter((r) => Object.values(r.checks).some((p) => p !== null && p.length > 0));
  lines.push(`### Misses (${misses.length})`, '');
  if (misses.length === 0) lines.push('None.');
  if (!listMisses) {
    if (misses.length > 0)
      lines.push('Not listed (--show-blind-misses lists them, and spends the blind set).');
    return lines.join('\n');
  }
  for (const r of misses) {
    const what = Object.entries(r.checks)
      .filter(([, p]) => p !== null && p.length > 0)
      .map(([name, p]) => `${name}: ${p!.join('; ')}`)
      .join(' / ');
    const message = r.entry.message.replace(/\s+/g, ' ').slice(0, 90);
    lines.push(
      `- \`${r.entry.id}\` (${r.entry.split}, ${r.entry.persona}) “${message}” — ${what}${r.unrelated ? ' — UNRELATED' : ''}`,
    );
  }
  return lines.join('\n');
}
