import { describe, expect, it } from 'vitest';
import { displayMessages } from './display-messages';
import { makeMessage } from './fake-stream';
import type { ReplyDraft } from './use-reply-stream';

const SESSION = '10000000-0000-4000-8000-000000000001';
const OTHER = '10000000-0000-4000-8000-000000000002';

function draft(overrides: Partial<ReplyDraft> = {}): ReplyDraft {
  return {
    sessionId: SESSION,
    request: { kind: 'send', sessionId: SESSION, message: 'Question' },
    userText: 'Question',
    userMessage: null,
    text: '',
    phase: 'thinking',
    reply: null,
    ...overrides,
  };
}

describe('displayMessages', () => {
  const first = makeMessage({ role: 'user', content: 'Earlier' });
  const firstReply = makeMessage({ role: 'assistant', content: 'Earlier reply' });
  const saved = [first, firstReply];

  it('shows the saved messages only without a draft of this session', () => {
    expect(displayMessages(saved, null, SESSION).map((m) => m.content)).toEqual(['Earlier', 'Earlier reply']);
    expect(displayMessages(saved, draft({ sessionId: OTHER }), SESSION)).toHaveLength(2);
  });

  it('shows the saved version the person switched to once a regenerated reply is saved, not the draft', () => {
    const question = makeMessage({ role: 'user', content: 'Question' });
    const older = makeMessage({ role: 'assistant', content: 'First version' });
    const newer = makeMessage({ role: 'assistant', content: 'Second version' });
    const regenerated = draft({
      request: { kind: 'regenerate', sessionId: SESSION, message: 'Question', replaces: older.id },
      userMessage: question,
      text: 'Second version',
      phase: 'done',
      reply: newer,
    });
    const ids = [older.id, newer.id];
    const switched = [question, { ...older, versions: { index: 1, count: 2, ids } }];
    const shown = displayMessages(switched, regenerated, SESSION);
    expect(shown.map((m) => [m.id, m.content])).toEqual([
      [question.id, 'Question'],
      [older.id, 'First version'],
    ]);
    expect(shown[1]!.versions).toEqual({ index: 1, count: 2, ids });
  });

  it('adds the user bubble and the thinking reply while waiting', () => {
    const shown = displayMessages(saved, draft(), SESSION);
    expect(shown.slice(2)).toEqual([
      { key: 'draft-user', role: 'user', content: 'Question' },
      { key: 'draft-reply', role: 'assistant', content: '', live: 'thinking' },
    ]);
  });

  it('uses the saved user message once it is loaded, and streams the reply', () => {
    const user = makeMessage({ role: 'user', content: 'Question' });
    const shown = displayMessages(
      [...saved, user],
      draft({ userMessage: user, text: 'Partial', phase: 'streaming' }),
      SESSION,
    );
    expect(shown.map((m) => [m.role, m.content, m.live])).toEqual([
      ['user', 'Earlier', undefined],
      ['assistant', 'Earlier reply', undefined],
      ['user', 'Question', undefined],
      ['assistant', 'Partial', 'streaming'],
    ]);
  });

  it('drops the draft once a saved reply follows the user message; the stored Stopped mark shows', () => {
    const user = makeMessage({ role: 'user', content: 'Question' });
    const reply = makeMessage({ role: 'assistant', content: 'Partial', stopped: true });
    const stopped = draft({ userMessage: user, text: 'Partial', phase: 'stopped' });
    const shownStopped = displayMessages([...saved, user, reply], stopped, SESSION);
    expect(shownStopped).toHaveLength(4);
    expect(shownStopped[3]).toEqual({
      key: reply.id,
      id: reply.id,
      role: 'assistant',
      content: 'Partial',
      live: 'stopped',
    });
    // After a reload (no draft) the mark comes from the saved message alone.
    expect(displayMessages([...saved, user, reply], null, SESSION)[3]?.live).toBe('stopped');
    // A stop that reached the server after the reply had ended: no mark.
    const whole = makeMessage({ role: 'assistant', content: 'Partial and the rest' });
    expect(displayMessages([...saved, user, whole], stopped, SESSION)[3]?.live).toBeUndefined();
    const done = draft({ userMessage: user, text: 'Full', phase: 'done', reply });
    expect(displayMessages([...saved, user, reply], done, SESSION).map((m) => m.key)).toEqual([
      first.id,
      firstReply.id,
      user.id,
      reply.id,
    ]);
  });

  it('keeps a stopped reply until the server has it, marked stopped', () => {
    const user = makeMessage({ role: 'user', content: 'Question' });
    const shown = displayMessages(
      [...saved, user],
      draft({ userMessage: user, text: 'Half', phase: 'stopped' }),
      SESSION,
    );
    expect(shown[3]).toEqual({ key: 'draft-reply', role: 'assistant', content: 'Half', live: 'stopped' });
    // Stopped before any token: only the user's message remains.
    expect(displayMessages(saved, draft({ phase: 'stopped' }), SESSION).map((m) => m.content)).toEqual([
      'Earlier',
      'Earlier reply',
      'Question',
    ]);
  });

  it('regenerating hides the reply it replaces and streams the new one after the same message', () => {
    const regenerate = draft({
      request: { kind: 'regenerate', sessionId: SESSION, message: 'Earlier', replaces: firstReply.id },
      userText: 'Earlier',
      userMessage: first,
      text: 'New',
      phase: 'streaming',
    });
    expect(displayMessages(saved, regenerate, SESSION).map((m) => [m.content, m.live])).toEqual([
      ['Earlier', undefined],
      ['New', 'streaming'],
    ]);
    // Stopped before any token: nothing was replaced.
    const stoppedEarly = { ...regenerate, text: '', phase: 'stopped' as const };
    expect(displayMessages(saved, stoppedEarly, SESSION).map((m) => m.content)).toEqual([
      'Earlier',
      'Earlier reply',
    ]);
    // The saved new reply replaces the draft.
    const reply = makeMessage({ role: 'assistant', content: 'New reply' });
    const done = { ...regenerate, phase: 'done' as const, text: 'New reply', reply };
    expect(displayMessages([first, reply], done, SESSION).map((m) => m.content)).toEqual([
      'Earlier',
      'New reply',
    ]);
  });

  it('editing shows the new text of the message and hides the reply after it', () => {
    const edit = draft({
      request: { kind: 'edit', sessionId: SESSION, messageId: first.id, message: ' Earlier, edited ' },
      userText: ' Earlier, edited ',
      phase: 'thinking',
    });
    expect(displayMessages(saved, edit, SESSION).map((m) => [m.role, m.content, m.live])).toEqual([
      ['user', 'Earlier, edited', undefined],
      ['assistant', '', 'thinking'],
    ]);
  });

  it('does not repeat a stopped send the server saved before confirming it', () => {
    const user = makeMessage({ role: 'user', content: 'Question' });
    const shown = displayMessages(
      [...saved, user],
      draft({ userText: '  Question ', phase: 'stopped' }),
      SESSION,
    );
    expect(shown.map((m) => m.content)).toEqual(['Earlier', 'Earlier reply', 'Question']);
  });
});
