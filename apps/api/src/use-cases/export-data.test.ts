import { sql } from '@mentor/db';
import { EXPORT_DATA_TYPES, exportFileName, MESSAGES } from '@mentor/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { createTestApp, ORIGIN, testTargets, type Client, type TestApp } from '../../test/helpers';
import { SoftAuthenticator } from '../../test/soft-authenticator';
import { totpCode } from '../../test/two-factor';

// GET /api/account/export: one JSON file of the signed-in user's data, streamed.

const IN_90_DAYS = '2027-02-08T12:00:00.000Z';

interface ExportFile {
  exportedAt: string;
  format: string;
  dataTypes: string[];
  profile?: {
    user: Record<string, unknown>;
    memories: { content: string }[];
    calendarFeed: { createdAt: string; lastFetchedAt: string | null } | null;
    twoFactor: Record<string, unknown>;
  };
  sessions?: { id: string; title: string; messages: { role: string; content: string }[] }[];
  goals?: { goals: { title: string }[]; inspirationBoard: { text: string }[] };
  summaries?: { summary: string; sessionId: string }[];
  analytics?: { usage: Record<string, unknown>; aiUsage: { kind: string; sessionId: string | null }[] };
}

describe.each(testTargets())('data export on %s', (target) => {
  let t: TestApp;
  let a: Client;
  let b: Client;

  /** Fills every kind of data for a user, each piece marked with `tag`, through the app's own API. */
  const fill = async (c: Client, tag: string) => {
    const session = (
      await c.post('/api/chat/sessions', { mentorId: 'career', title: `${tag} session` })
    ).json<{
      id: string;
    }>();
    const sent = await c.post(`/api/chat/sessions/${session.id}/messages`, {
      message: `${tag}: I want to move into product management within 90 days.`,
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    await t.drain();
    expect(
      (await c.post('/api/goals', { title: `${tag} goal`, description: 'd', targetDate: IN_90_DAYS }))
        .statusCode,
    ).toBe(201);
    expect((await c.post('/api/inspiration', { text: `${tag} idea`, tag: 'Idea' })).statusCode).toBe(201);
    await t.db
      .insertInto('memories')
      .values({ userId: c.user.id, sourceSessionId: session.id, content: `${tag} works in support` })
      .execute();
    const feed = await c.post('/api/calendar/feed');
    expect(feed.statusCode, feed.body).toBe(201);
    feedUrls.set(c, feed.json<{ feedUrl: string }>().feedUrl);
    return session.id;
  };

  const feedUrls = new Map<Client, string>();
  let aSession: string;
  beforeAll(async () => {
    t = await createTestApp({ target });
    a = await t.signUp({ firstName: 'Alice' });
    b = await t.signUp({ firstName: 'Bob' });
    aSession = await fill(a, 'ALPHA');
    await fill(b, 'BRAVO');
  });
  afterAll(async () => t?.close());

  const exportAs = (c: Client, types: string) => c.get(`/api/account/export?types=${types}`);

  it('says whether two-factor sign-in is on and names the passkeys, never a key, a code or a credential', async () => {
    const c = await t.signUp();
    const before = JSON.parse((await exportAs(c, 'profile')).body) as ExportFile;
    expect(before.profile!.twoFactor).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      rememberedDevices: 0,
      passkeys: [],
    });

    const { key } = (await c.post('/api/auth/two-factor/totp/setup')).json<{ key: string }>();
    const { codes } = (
      await c.post('/api/auth/two-factor/totp/confirm', { code: totpCode(key, t.clock.now()) })
    ).json<{ codes: string[] }>();
    const authenticator = new SoftAuthenticator(ORIGIN);
    const options = (
      await c.post('/api/auth/passkeys/options')
    ).json<PublicKeyCredentialCreationOptionsJSON>();
    const response = authenticator.register(options);
    expect((await c.post('/api/auth/passkeys', { name: 'Work laptop', response })).statusCode).toBe(201);

    const res = await exportAs(c, 'profile');
    const file = JSON.parse(res.body) as ExportFile;
    expect(file.profile!.twoFactor).toEqual({
      enabled: true,
      enabledAt: t.clock.now().toISOString(),
      recoveryCodesLeft: 10,
      rememberedDevices: 0,
      passkeys: [{ name: 'Work laptop', createdAt: t.clock.now().toISOString(), lastUsedAt: null }],
    });
    const stored = await t.db
      .selectFrom('passkeys')
      .select(['credentialId', 'publicKey'])
      .executeTakeFirstOrThrow();
    const secrets = [
      key.replace(/ /g, ''),
      ...codes,
      ...codes.map((code) => code.replace(/-/g, '')),
      stored.credentialId,
      stored.publicKey,
    ];
    for (const secret of secrets) expect(res.body).not.toContain(secret);
  });

  it('downloads one JSON file with every selected type, named mentorai-export-YYYY-MM-DD.json', async () => {
    const res = await exportAs(a, EXPORT_DATA_TYPES.join(','));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${exportFileName(t.clock.now())}"`,
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="mentorai-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = JSON.parse(res.body) as ExportFile;
    expect(file).toMatchObject({
      exportedAt: t.clock.now().toISOString(),
      format: 'json',
      dataTypes: [...EXPORT_DATA_TYPES],
    });
    expect(file.profile!.user).toMatchObject({ id: a.user.id, email: a.user.email, firstName: 'Alice' });
    expect(file.profile!.user).not.toHaveProperty('paymentCustomerId');
    expect(file.profile!.memories.map((m) => m.content)).toEqual(['ALPHA works in support']);
    // The calendar feed: when it was made and last fetched; never its secret (which is not kept) nor its hash.
    expect(file.profile!.calendarFeed).toEqual({
      createdAt: t.clock.now().toISOString(),
      lastFetchedAt: null,
    });
    const token = /\/api\/calendar\/([a-z2-7]{32})\.ics$/.exec(feedUrls.get(a)!)![1]!;
    expect(res.body).not.toContain(token);
    const { tokenHash } = await t.db
      .selectFrom('calendarFeeds')
      .select('tokenHash')
      .where('userId', '=', a.user.id)
      .executeTakeFirstOrThrow();
    expect(res.body).not.toContain(tokenHash);
    expect(file.sessions).toHaveLength(1);
    // Titled from its first exchange (the offline mentor's topic phrase).
    expect(file.sessions![0]).toMatchObject({ id: aSession, title: 'Career change into product' });
    expect(file.sessions![0]!.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(file.sessions![0]!.messages[0]!.content).toContain(
      'ALPHA: I want to move into product management',
    );
    expect(file.goals!.goals.map((g) => g.title)).toEqual(['ALPHA goal']);
    expect(file.goals!.inspirationBoard.map((i) => i.text)).toEqual(['ALPHA idea']);
    expect(file.summaries!.map((s) => s.sessionId)).toEqual([aSession]);
    expect(file.analytics!.usage).toMatchObject({ sessionsLimit: 5, totalMinutesUsed: expect.any(Number) });
    expect(file.analytics!.aiUsage.length).toBeGreaterThanOrEqual(1);
    expect(file.analytics!.aiUsage.every((u) => u.sessionId === aSession)).toBe(true);
  });

  it("never contains another user's data", async () => {
    const res = await exportAs(a, EXPORT_DATA_TYPES.join(','));
    for (const mark of ['BRAVO', b.user.email, b.user.id, 'Bob']) expect(res.body).not.toContain(mark);
    const theirs = await exportAs(b, EXPORT_DATA_TYPES.join(','));
    for (const mark of ['ALPHA', a.user.email, a.user.id, 'Alice']) expect(theirs.body).not.toContain(mark);
  });

  it.each(EXPORT_DATA_TYPES.map((type) => [type]))('holds only %s when only it is selected', async (type) => {
    const file = JSON.parse((await exportAs(a, type)).body) as Record<string, unknown>;
    expect(Object.keys(file).sort()).toEqual(['dataTypes', 'exportedAt', 'format', type].sort());
    expect(file.dataTypes).toEqual([type]);
  });

  it('takes the types in any order, repeated or as repeated parameters, and answers them in the spec order once', async () => {
    const res = await a.get('/api/account/export?types=summaries,profile&types=profile');
    const file = JSON.parse(res.body) as ExportFile;
    expect(file.dataTypes).toEqual(['profile', 'summaries']);
    expect(Object.keys(file)).toEqual(['exportedAt', 'format', 'dataTypes', 'profile', 'summaries']);
  });

  it.each(['', '?types=', '?types=,', '?types=profile,payments', '?types=everything'])(
    "answers 400 'No data selected' for %j",
    async (query) => {
      const res = await a.get(`/api/account/export${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.export.noneSelected });
      expect(res.json<{ message: string }>().message).toBe(
        'No data selected — Please select at least one data type to export.',
      );
    },
  );

  it('answers 400 for a format other than json', async () => {
    const res = await a.get('/api/account/export?types=profile&format=csv');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.export.invalidFormat });
  });

  it('answers 401 signed out', async () => {
    const res = await t.anonymous().get('/api/account/export?types=profile');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('pages through many sessions (equal creation times) and messages without losing or repeating any', async () => {
    const c = await t.signUp();
    const mentor = await t.db
      .selectFrom('mentors')
      .select('id')
      .where('type', '=', 'life')
      .executeTakeFirstOrThrow();
    const at = '2026-11-01T10:00:00.123456Z';
    await sql`insert into chat_sessions (user_id, mentor_id, title, created_at, updated_at)
      select ${c.user.id}, ${mentor.id}, 'Bulk ' || g, ${at}::timestamptz, ${at}::timestamptz
      from generate_series(1, 230) g`.execute(t.db);
    const big = await t.db
      .insertInto('chatSessions')
      .values({
        userId: c.user.id,
        mentorId: mentor.id,
        title: 'Long one',
        keyInsights: '[]',
        actionItems: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into messages (session_id, role, content, timestamp)
      select ${big.id}, case when g % 2 = 1 then 'user' else 'assistant' end, 'Message ' || g, now()
      from generate_series(1, 2500) g`.execute(t.db);
    const file = JSON.parse((await exportAs(c, 'sessions')).body) as ExportFile;
    expect(file.sessions).toHaveLength(231);
    expect(new Set(file.sessions!.map((s) => s.id)).size).toBe(231);
    const long = file.sessions!.find((s) => s.id === big.id)!;
    expect(long.messages).toHaveLength(2500);
    expect(long.messages.map((m) => m.content)).toEqual(
      Array.from({ length: 2500 }, (_, i) => `Message ${i + 1}`),
    );
    expect(file.sessions!.filter((s) => s.id !== big.id).every((s) => s.messages.length === 0)).toBe(true);
  });
});
