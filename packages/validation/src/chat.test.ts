import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { issues, issuesByPath } from './test-helpers';
import {
  chatMessageSchema,
  createChatSessionSchema,
  mentorTypeSchema,
  editLastMessageSchema,
  editMessageFormSchema,
  replyFeedbackSchema,
  sendMessageSchema,
  stopReplySchema,
  sessionIdSchema,
} from './chat';
import {
  canSendMessage,
  effectiveSessionsLimit,
  formatSessionsLimit,
  isSessionLimitReached,
  sessionLimitBadge,
  sessionTitle,
} from './chat-rules';
import { transcriptFileName, transcriptMarkdown } from './chat-transcript';
import {
  CHAT_VIEW_TEXT,
  chatWelcomeMessage,
  isSessionEnded,
  parseChatSeed,
  serializeChatSeed,
  sessionMinutesLeft,
  sessionTimeLabel,
} from './chat-view';

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('mentorTypeSchema', () => {
  it('accepts the three types', () => {
    for (const t of ['founder', 'career', 'life']) expect(mentorTypeSchema.parse(t)).toBe(t);
  });

  it('refuses anything else with the spec message', () => {
    expect(issues(mentorTypeSchema, 'coach')).toEqual(['Please select a valid mentor type']);
    expect(issues(mentorTypeSchema, undefined)).toEqual(['Please select a valid mentor type']);
  });
});

describe('createChatSessionSchema', () => {
  it('accepts a mentor uuid, a mentor type as mentorId, or mentorType', () => {
    expect(createChatSessionSchema.parse({ mentorId: UUID, title: 'Career Coach Session 1/5/2024' })).toEqual(
      {
        mentorId: UUID,
        title: 'Career Coach Session 1/5/2024',
      },
    );
    expect(createChatSessionSchema.safeParse({ mentorId: 'career', title: 'T' }).success).toBe(true);
    expect(createChatSessionSchema.parse({ mentorType: 'life', title: 'T', goalId: null })).toEqual({
      mentorType: 'life',
      title: 'T',
      goalId: null,
    });
    expect(createChatSessionSchema.safeParse({ mentorType: 'life', title: 'T', goalId: UUID }).success).toBe(
      true,
    );
  });

  it('needs a valid mentor', () => {
    expect(issuesByPath(createChatSessionSchema, { title: 'T' })).toEqual({
      mentorId: ['Please select a valid mentor type'],
    });
    expect(issues(createChatSessionSchema, { mentorId: 'guru', title: 'T' })).toEqual([
      'Please select a valid mentor type',
    ]);
    expect(issues(createChatSessionSchema, { mentorType: 'guru', title: 'T' })).toEqual([
      'Please select a valid mentor type',
    ]);
  });

  it('needs a title of 1 to 200 characters and a uuid goal', () => {
    expect(issues(createChatSessionSchema, { mentorId: UUID, title: ' ' })).toEqual([
      'Session title is required',
    ]);
    expect(issues(createChatSessionSchema, { mentorId: UUID, title: 't'.repeat(201) })).toEqual([
      'Session title must be at most 200 characters',
    ]);
    expect(createChatSessionSchema.safeParse({ mentorId: UUID, title: 't'.repeat(200) }).success).toBe(true);
    expect(createChatSessionSchema.safeParse({ mentorId: UUID, title: 'T', goalId: 'g1' }).success).toBe(
      false,
    );
  });
});

describe('sendMessageSchema', () => {
  it("takes an optional mode 'voice' (the hands-free voice mode) and refuses any other", () => {
    expect(sendMessageSchema.parse({ sessionId: UUID, message: 'hi', mode: 'voice' })).toEqual({
      sessionId: UUID,
      message: 'hi',
      mode: 'voice',
    });
    expect(sendMessageSchema.parse({ sessionId: UUID, message: 'hi' })).not.toHaveProperty('mode');
    expect(issues(sendMessageSchema, { sessionId: UUID, message: 'hi', mode: 'text' })).toEqual([
      MESSAGES.chat.modeInvalid,
    ]);
  });

  it('accepts and trims a message', () => {
    expect(sendMessageSchema.parse({ sessionId: UUID, message: '  hello \n' })).toEqual({
      sessionId: UUID,
      message: 'hello',
    });
  });

  it('accepts exactly 2000 characters', () => {
    expect(sendMessageSchema.safeParse({ sessionId: UUID, message: 'a'.repeat(2000) }).success).toBe(true);
  });

  it('refuses empty or whitespace messages', () => {
    expect(issues(sendMessageSchema, { sessionId: UUID, message: '' })).toEqual(['Message cannot be empty']);
    expect(issues(sendMessageSchema, { sessionId: UUID, message: ' \n\t ' })).toEqual([
      'Message cannot be empty',
    ]);
    expect(issues(sendMessageSchema, { sessionId: UUID })).toEqual(['Message cannot be empty']);
  });

  it('counts 2000 on the raw string', () => {
    expect(issues(sendMessageSchema, { sessionId: UUID, message: 'a'.repeat(2001) })).toEqual([
      'Message must be at most 2000 characters',
    ]);
    expect(issues(sendMessageSchema, { sessionId: UUID, message: ` ${'a'.repeat(1999)} ` })).toEqual([
      'Message must be at most 2000 characters',
    ]);
  });

  it('needs a session uuid', () => {
    expect(issues(sendMessageSchema, { sessionId: 'abc', message: 'hi' })).toEqual(['Session not found']);
    expect(sessionIdSchema.parse({ sessionId: UUID })).toEqual({ sessionId: UUID });
    expect(issues(sessionIdSchema, { sessionId: '' })).toEqual(['Session not found']);
  });
});

describe('chatMessageSchema', () => {
  it('accepts user and assistant roles only', () => {
    const msg = {
      id: 'x',
      sessionId: UUID,
      role: 'assistant',
      content: 'Hi',
      timestamp: '2024-01-01T00:00:00.000Z',
    };
    expect(chatMessageSchema.safeParse(msg).success).toBe(true);
    expect(chatMessageSchema.safeParse({ ...msg, role: 'system' }).success).toBe(false);
  });

  it('reads a message without the stopped mark as not stopped', () => {
    const msg = {
      id: 'x',
      sessionId: UUID,
      role: 'assistant',
      content: 'Hi',
      timestamp: '2024-01-01T00:00:00.000Z',
    };
    expect(chatMessageSchema.parse(msg).stopped).toBe(false);
    expect(chatMessageSchema.parse({ ...msg, stopped: true }).stopped).toBe(true);
  });
});

describe('stopReplySchema and editLastMessageSchema', () => {
  it('takes a whole, non-negative shown length', () => {
    expect(stopReplySchema.safeParse({ sessionId: UUID, shownLength: 0 }).success).toBe(true);
    expect(stopReplySchema.safeParse({ sessionId: UUID, shownLength: -1 }).success).toBe(false);
    expect(stopReplySchema.safeParse({ sessionId: UUID, shownLength: 1.5 }).success).toBe(false);
  });

  it('checks an edited message like a message, trimmed', () => {
    const input = { sessionId: UUID, messageId: UUID };
    expect(editLastMessageSchema.parse({ ...input, message: '  Better wording ' }).message).toBe(
      'Better wording',
    );
    expect(issues(editLastMessageSchema, { ...input, message: '   ' })).toContain(
      MESSAGES.chat.messageRequired,
    );
    expect(issues(editLastMessageSchema, { ...input, message: 'x'.repeat(2001) })).toContain(
      MESSAGES.chat.messageTooLong,
    );
    expect(issues(editMessageFormSchema, { message: '' })).toContain(MESSAGES.chat.messageRequired);
  });
});

describe('canSendMessage', () => {
  const ok = { text: 'Hello', hasSession: true, sending: false, recording: false };

  it('allows a normal send', () => {
    expect(canSendMessage(ok)).toBe(true);
    expect(canSendMessage({ ...ok, text: 'a'.repeat(2000) })).toBe(true);
  });

  it('blocks each spec case', () => {
    expect(canSendMessage({ ...ok, text: '' })).toBe(false);
    expect(canSendMessage({ ...ok, text: '   \n' })).toBe(false);
    expect(canSendMessage({ ...ok, hasSession: false })).toBe(false);
    expect(canSendMessage({ ...ok, sending: true })).toBe(false);
    expect(canSendMessage({ ...ok, recording: true })).toBe(false);
    expect(canSendMessage({ ...ok, text: 'a'.repeat(2001) })).toBe(false);
  });
});

describe('sessionTitle', () => {
  it('is mentor name + Session + local date', () => {
    const date = new Date(2024, 4, 6, 10);
    expect(sessionTitle('Career Coach', date)).toBe(`Career Coach Session ${date.toLocaleDateString()}`);
  });
});

describe('session limits', () => {
  it('is unlimited for pro, founder and an active trial', () => {
    expect(effectiveSessionsLimit({ tier: 'pro', sessionsLimit: 5, trialActive: false })).toBe(-1);
    expect(effectiveSessionsLimit({ tier: 'founder', sessionsLimit: 5, trialActive: false })).toBe(-1);
    expect(effectiveSessionsLimit({ tier: 'starter', sessionsLimit: 5, trialActive: true })).toBe(-1);
    expect(effectiveSessionsLimit({ tier: 'starter', sessionsLimit: 5, trialActive: false })).toBe(5);
    expect(effectiveSessionsLimit({ tier: 'starter', sessionsLimit: 8, trialActive: false })).toBe(8);
  });

  it('knows when the limit is reached', () => {
    expect(isSessionLimitReached({ sessionsThisMonth: 4, limit: 5 })).toBe(false);
    expect(isSessionLimitReached({ sessionsThisMonth: 5, limit: 5 })).toBe(true);
    expect(isSessionLimitReached({ sessionsThisMonth: 6, limit: 5 })).toBe(true);
    expect(isSessionLimitReached({ sessionsThisMonth: 500, limit: -1 })).toBe(false);
  });

  it('shows the badge only with one session or fewer left', () => {
    expect(sessionLimitBadge({ sessionsThisMonth: 0, limit: 5 })).toBeNull();
    expect(sessionLimitBadge({ sessionsThisMonth: 3, limit: 5 })).toBeNull();
    expect(sessionLimitBadge({ sessionsThisMonth: 4, limit: 5 })).toBe('1 session remaining this month');
    expect(sessionLimitBadge({ sessionsThisMonth: 5, limit: 5 })).toBe(
      'Session limit reached - Please upgrade',
    );
    expect(sessionLimitBadge({ sessionsThisMonth: 7, limit: 5 })).toBe(
      'Session limit reached - Please upgrade',
    );
  });

  it('never shows the badge when unlimited', () => {
    expect(sessionLimitBadge({ sessionsThisMonth: 0, limit: -1 })).toBeNull();
    // At the limit in a session already counted: the server lets it go on, so the badge says so (issue 24).
    expect(sessionLimitBadge({ sessionsThisMonth: 5, limit: 5, sessionCounted: true })).toBe(
      'No new sessions left this month - you can finish this one',
    );
    expect(sessionLimitBadge({ sessionsThisMonth: 5, limit: 5, sessionCounted: false })).toBe(
      'Session limit reached - Please upgrade',
    );
    expect(sessionLimitBadge({ sessionsThisMonth: 4, limit: 5, sessionCounted: true })).toBe(
      '1 session remaining this month',
    );
    expect(sessionLimitBadge({ sessionsThisMonth: 100, limit: -1 })).toBeNull();
  });

  it('displays -1 as infinity, and an unknown limit as Starter’s', () => {
    expect(formatSessionsLimit(-1)).toBe('∞');
    expect(formatSessionsLimit(5)).toBe('5');
    expect(formatSessionsLimit(undefined)).toBe('5');
    expect(formatSessionsLimit(null)).toBe('5');
  });
});

describe('chat view helpers', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');

  it('counts the minutes left of a session, rounded up and never below 0', () => {
    expect(sessionMinutesLeft(null, now)).toBeNull();
    expect(sessionMinutesLeft(undefined, now)).toBeNull();
    expect(sessionMinutesLeft('not a date', now)).toBeNull();
    expect(sessionMinutesLeft('2026-03-10T13:00:00.000Z', now)).toBe(60);
    expect(sessionMinutesLeft('2026-03-10T13:00:30.000Z', now)).toBe(60);
    expect(sessionMinutesLeft('2026-03-10T12:00:01.000Z', now)).toBe(1);
    expect(sessionMinutesLeft('2026-03-10T12:00:00.000Z', now)).toBe(0);
    expect(sessionMinutesLeft('2026-03-10T11:00:00.000Z', now)).toBe(0);
  });

  it('labels the session time', () => {
    expect(sessionTimeLabel(null, now)).toBe(CHAT_VIEW_TEXT.sessionNotStarted);
    expect(sessionTimeLabel('2026-03-10T12:42:10.000Z', now)).toBe('43 min left');
    expect(sessionTimeLabel('2026-03-10T11:59:00.000Z', now)).toBe('Session ended — start a new session');
    expect(isSessionEnded('2026-03-10T11:59:00.000Z', now)).toBe(true);
    expect(isSessionEnded('2026-03-10T12:30:00.000Z', now)).toBe(false);
    expect(isSessionEnded(null, now)).toBe(false);
  });

  it('welcomes with the mentor, the first name and a linked goal', () => {
    expect(chatWelcomeMessage({ mentorName: 'Career Coach', firstName: 'Ada' })).toMatch(
      /^Hi Ada! I'm your Career Coach\./,
    );
    expect(chatWelcomeMessage({ mentorName: 'Life Mentor', firstName: '  ' })).toMatch(
      /^Hi! I'm your Life Mentor\./,
    );
    const withGoal = chatWelcomeMessage({ mentorName: 'Founder Advisor', goalTitle: 'Ship the MVP' });
    expect(withGoal).toContain('"Ship the MVP"');
    expect(withGoal).toContain('1 to 3 next steps');
  });

  it('reads a chat seed as JSON or plain text', () => {
    expect(parseChatSeed(null)).toBeNull();
    expect(parseChatSeed('   ')).toBeNull();
    expect(parseChatSeed('Help me plan my week')).toEqual({ text: 'Help me plan my week' });
    expect(parseChatSeed(serializeChatSeed({ text: 'Hi', mentorType: 'life' }))).toEqual({
      text: 'Hi',
      mentorType: 'life',
    });
    expect(parseChatSeed(JSON.stringify({ text: 'Hi', mentorType: 'wizard' }))).toEqual({ text: 'Hi' });
    expect(parseChatSeed(JSON.stringify({ text: '' }))).toBeNull();
    expect(parseChatSeed(JSON.stringify({ other: 1 }))).toBeNull();
    expect(parseChatSeed('{not json')).toEqual({ text: '{not json' });
    expect(parseChatSeed('x'.repeat(2500))?.text).toHaveLength(2000);
  });

  it('names the export file after the session date', () => {
    const started = new Date(2026, 2, 9, 23, 30).toISOString();
    expect(transcriptFileName({ startedAt: started, createdAt: new Date(2026, 2, 1).toISOString() })).toBe(
      'mentorai-session-2026-03-09.md',
    );
    expect(transcriptFileName({ startedAt: null, createdAt: new Date(2026, 0, 5, 8).toISOString() })).toBe(
      'mentorai-session-2026-01-05.md',
    );
  });

  it('writes the transcript as Markdown, messages in order', () => {
    const at = (h: number, m: number) => new Date(2026, 2, 9, h, m).toISOString();
    const md = transcriptMarkdown({
      title: 'Career Coach Session 3/9/2026',
      mentorName: 'Career Coach',
      startedAt: at(9, 0),
      createdAt: at(8, 59),
      goalTitle: 'Land a new role',
      messages: [
        { role: 'user', content: 'How do I start?', timestamp: at(9, 0) },
        { role: 'assistant', content: '**Next steps**\n1. Update your CV', timestamp: at(9, 1) },
      ],
    });
    expect(md.startsWith('# Career Coach Session 3/9/2026\n')).toBe(true);
    expect(md).toContain('- Mentor: Career Coach');
    expect(md).toContain('- Date: 2026-03-09');
    expect(md).toContain('- Goal: Land a new role');
    expect(md.indexOf('### You · 2026-03-09 09:00')).toBeLessThan(
      md.indexOf('### Career Coach · 2026-03-09 09:01'),
    );
    expect(md).toContain('**Next steps**\n1. Update your CV');
    const empty = transcriptMarkdown({
      title: 'T',
      mentorName: 'Life Mentor',
      startedAt: null,
      createdAt: at(8, 0),
      messages: [],
    });
    expect(empty).toContain('_No messages yet._');
    expect(empty).not.toContain('- Goal:');
  });
});

describe('chat API shapes and session time (server contract)', () => {
  it('describes a session as the chat API answers it', async () => {
    const { chatSessionOutSchema } = await import('./chat');
    const session = {
      id: 's1',
      mentorId: 'm1',
      mentorType: 'career',
      mentorName: 'Career Coach',
      goalId: null,
      title: 'Career Coach Session 11/10/2026',
      summary: null,
      keyInsights: [],
      actionItems: [{ text: 'Update the CV', completed: false, dueDate: '2026-11-17' }],
      duration: 0,
      startedAt: null,
      endsAt: null,
      createdAt: '2026-11-10T09:00:00.000Z',
      updatedAt: '2026-11-10T09:00:00.000Z',
      safety: null,
      pinnedAt: null,
      archivedAt: null,
    };
    expect(chatSessionOutSchema.parse(session)).toEqual(session);
    const organised = {
      ...session,
      pinnedAt: '2026-11-11T09:00:00.000Z',
      archivedAt: '2026-11-12T09:00:00.000Z',
    };
    expect(chatSessionOutSchema.parse(organised)).toEqual(organised);
    expect(chatSessionOutSchema.safeParse({ ...session, mentorType: 'guru' }).success).toBe(false);
    const flagged = { ...session, safety: { category: 'abuse', level: 'urgent', minor: true, region: 'GB' } };
    expect(chatSessionOutSchema.parse(flagged)).toEqual(flagged);
    expect(
      chatSessionOutSchema.safeParse({ ...flagged, safety: { ...flagged.safety, region: 'XX' } }).success,
    ).toBe(false);
  });

  it('reads a page of sessions, pinning, archiving and Continue, with clear messages for bad input', async () => {
    const { sessionListQuerySchema, pinChatSessionSchema, archiveChatSessionSchema, continueReplySchema } =
      await import('./chat');
    expect(sessionListQuerySchema.parse(undefined)).toEqual({ limit: 20, archived: false });
    expect(sessionListQuerySchema.parse({ archived: true, limit: 5 })).toEqual({ archived: true, limit: 5 });
    const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
      r.error?.issues[0]?.message;
    expect(firstMessage(sessionListQuerySchema.safeParse({ archived: 'yes' }))).toBe(
      'Archived must be true or false',
    );
    const id = '6f1c1e9e-6b0a-4a53-9d9a-0c7d7d0f0e11';
    expect(pinChatSessionSchema.parse({ sessionId: id, pinned: true })).toEqual({
      sessionId: id,
      pinned: true,
    });
    expect(firstMessage(pinChatSessionSchema.safeParse({ sessionId: id }))).toBe(
      'Pinned must be true or false',
    );
    expect(firstMessage(archiveChatSessionSchema.safeParse({ sessionId: id, archived: 1 }))).toBe(
      'Archived must be true or false',
    );
    expect(continueReplySchema.parse({ messageId: id })).toEqual({ messageId: id });
    expect(continueReplySchema.safeParse({}).success).toBe(false);
  });

  it('describes the quota with null remaining when unlimited', async () => {
    const { chatQuotaSchema } = await import('./chat');
    expect(
      chatQuotaSchema.safeParse({ sessionsThisMonth: 2, limit: -1, remaining: null, trialActive: true })
        .success,
    ).toBe(true);
    expect(
      chatQuotaSchema.safeParse({ sessionsThisMonth: 2, limit: 5, remaining: -1, trialActive: false })
        .success,
    ).toBe(false);
  });

  it('ends a session 60 minutes after its first message', async () => {
    const { isSessionTimeUp, sessionEndsAt } = await import('./chat-rules');
    const start = new Date('2026-11-10T09:00:00.000Z');
    expect(sessionEndsAt(null)).toBeNull();
    expect(sessionEndsAt(start)?.toISOString()).toBe('2026-11-10T10:00:00.000Z');
    expect(isSessionTimeUp(null, start)).toBe(false);
    expect(isSessionTimeUp(start, new Date('2026-11-10T09:59:59.999Z'))).toBe(false);
    expect(isSessionTimeUp(start, new Date('2026-11-10T10:00:00.000Z'))).toBe(true);
  });

  it('counts duration in whole minutes, at least 1 once started and at most 60', async () => {
    const { sessionDurationMinutes } = await import('./chat-rules');
    const start = new Date('2026-11-10T09:00:00.000Z');
    expect(sessionDurationMinutes(null, start)).toBe(0);
    expect(sessionDurationMinutes(start, start)).toBe(1);
    expect(sessionDurationMinutes(start, new Date('2026-11-10T09:01:00.001Z'))).toBe(2);
    expect(sessionDurationMinutes(start, new Date('2026-11-10T09:30:00.000Z'))).toBe(30);
    expect(sessionDurationMinutes(start, new Date('2026-11-10T10:00:40.000Z'))).toBe(60);
  });
});

describe('reply feedback (issue 23)', () => {
  const messageId = '00000000-0000-4000-8000-000000000001';

  it('takes up, down or null (clear), and an optional trimmed reason', () => {
    expect(replyFeedbackSchema.parse({ messageId, rating: 'down', reason: '  Too vague ' })).toEqual({
      messageId,
      rating: 'down',
      reason: 'Too vague',
    });
    expect(replyFeedbackSchema.parse({ messageId, rating: null })).toEqual({ messageId, rating: null });
  });

  it('refuses another rating and a reason over the limit with their messages', () => {
    expect(issues(replyFeedbackSchema, { messageId, rating: 'meh' })).toContain(
      MESSAGES.chat.feedbackRatingInvalid,
    );
    expect(issues(replyFeedbackSchema, { messageId, rating: 'up', reason: 'x'.repeat(501) })).toContain(
      MESSAGES.chat.feedbackReasonTooLong,
    );
  });
});
