import type { ChatTurn } from './provider';

/**
 * Continue (issue 26): the rest of a reply the person stopped. Both providers are asked for the same turn again,
 * with the stopped reply's saved text (`continueFrom`): a model is told to write only what follows it; the offline
 * mentor, whose reply to a turn is deterministic, writes the rest of the reply it composes (remainderAfter). The
 * chat saves the stopped text and the rest as one message (chat/send/persist.ts).
 */

/** Added to a model's rules when it continues a stopped reply (our words only, nothing from the person). */
export const CONTINUE_RULE = [
  '- Continuing a stopped reply: your previous reply to the person’s last message was stopped before its end; it is the assistant message before the final request to continue.',
  '  Write only the rest of that reply, starting exactly where it stops (in the middle of a word or a sentence if it stops there), in the same language, tone and format: a numbered list goes on with its next number.',
  '  Do not repeat any of it, do not start over, and add no preface or comment about continuing.',
].join('\n');

/** The request after the stopped reply (the app's, sent when the person pressed Continue). */
export const CONTINUE_REQUEST =
  'Continue your reply above exactly where it stopped, without repeating anything you already wrote.';

/**
 * A model's conversation for Continue: the conversation up to the person's message, the stopped reply as the
 * assistant's, then the request to continue.
 */
export function continuationMessages(messages: readonly ChatTurn[], continueFrom: string): ChatTurn[] {
  return [
    ...messages,
    { role: 'assistant', content: continueFrom },
    { role: 'user', content: CONTINUE_REQUEST },
  ];
}

/**
 * The rest of `full` (a reply as a whole) after `written` (its saved beginning: cut where the person stopped it,
 * trailing whitespace trimmed). When `full` does not start with it (what the reply is composed from changed since,
 * e.g. the day), the rest is read by paragraphs: from the paragraph the cut one begins (its rest), else after the
 * last paragraph already written, else after as many paragraphs as were written.
 */
export function remainderAfter(full: string, written: string): string {
  if (full.startsWith(written)) return full.slice(written.length);
  const paragraphs = full.split('\n\n');
  const done = written.split('\n\n');
  const cut = done.at(-1) ?? '';
  const from = (i: number) => (i < paragraphs.length ? `\n\n${paragraphs.slice(i).join('\n\n')}` : '');
  const begins = (p: string) => cut !== '' && p.startsWith(cut);
  const near = paragraphs.findIndex((p, i) => i >= done.length - 1 && begins(p));
  const at = near >= 0 ? near : paragraphs.findIndex(begins);
  if (at >= 0) {
    const paragraph = paragraphs[at]!;
    if (paragraph === cut) return from(at + 1);
    return [paragraph.slice(cut.length), ...paragraphs.slice(at + 1)].join('\n\n');
  }
  const known = paragraphs.findLastIndex((p) => done.includes(p));
  return from(known >= 0 ? known + 1 : done.length);
}
