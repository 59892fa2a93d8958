import { describe, expect, it } from 'vitest';
import { displayMessages } from './display-messages';
import { makeMessage } from './fake-stream';
import type { ReplyDraft } from './use-reply-stream';

const SESSION = '10000000-0000-4000-8000-000000000001';
const OTHER = '10000000-0000-4000-8000-000000000002';

function draft(overrides: Partial<ReplyDraft> = {}): ReplyDraft {
  return {
    sessionId: SESSION,
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

  it('drops the draft once a saved reply follows the user message', () => {
    const user = makeMessage({ role: 'user', content: 'Question' });
    const reply = makeMessage({ role: 'assistant', content: 'Partial' });
    const stopped = draft({ userMessage: user, text: 'Partial', phase: 'stopped' });
    const shownStopped = displayMessages([...saved, user, reply], stopped, SESSION);
    expect(shownStopped).toHaveLength(4);
    expect(shownStopped[3]).toEqual({
      key: reply.id,
      role: 'assistant',
      content: 'Partial',
      live: 'stopped',
    });
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
