import {
  MESSAGES,
  RESET_MAIL_INTERVAL_MINUTES,
  RESET_REQUESTS_PER_IP,
  VERIFY_RESENDS_PER_HOUR,
} from '@mentor/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  ORIGIN,
  refusedInput,
  testConfig,
  testTargets,
  uniqueEmail,
  type TestApp,
} from '../../../test/helpers';
import { linkIn, smtpConfig, startSmtpStub, type SmtpStub } from '../../../test/smtp-stub';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** The token of a link (`...?token=...`). */
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe.each(testTargets())('address verification and password reset over SMTP on %s', (target) => {
  let t: TestApp;
  let smtp: SmtpStub;
  beforeAll(async () => {
    smtp = await startSmtpStub();
    t = await createTestApp({ target, config: smtpConfig(smtp, testConfig().mail) });
    await t.signUp(); // the first account (admin) out of the way
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => t.clock.set('2026-11-10T09:00:00.000Z'));

  /** Signs up and answers the client with the verification mail it was sent. */
  async function signUpWithMail() {
    const email = uniqueEmail('verify');
    const c = await t.signUp({ email, firstName: 'Vera' });
    await t.drain();
    const [mail] = await smtp.waitFor(email);
    return { c, email, mail: mail! };
  }

  describe('verification on sign-up', () => {
    it('mails a link with both parts, and the link verifies the address once', async () => {
      const { c, email, mail } = await signUpWithMail();
      expect(mail.envelopeTo).toEqual([email]);
      expect(mail.mail.from?.value).toEqual([{ name: 'MentorAI', address: 'mentor@mentorai.test' }]);
      expect(mail.mail.to && 'text' in mail.mail.to ? mail.mail.to.text : '').toBe(email);
      expect(mail.mail.subject).toBe('Verify your email address for MentorAI');
      expect(mail.mail.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
      expect(mail.mail.text).toContain('Hi Vera,');
      const link = linkIn(mail.mail.text, `${t.config.publicUrl}/verify-email?token=`);
      expect(mail.mail.html).toContain(`href="${link}"`);
      expect(mail.mail.headers.has('list-unsubscribe')).toBe(false); // transactional

      expect((await c.get('/api/auth/user')).json<{ emailVerified: boolean }>().emailVerified).toBe(false);
      // The link works signed out (another browser), over REST too.
      const res = await t.anonymous().post('/api/auth/verify-email', { token: tokenOf(link) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ verified: true, email });
      expect((await c.reload()).emailVerifiedAt).not.toBeNull();
      expect((await c.get('/api/auth/user')).json<{ emailVerified: boolean }>().emailVerified).toBe(true);

      // Single use.
      await expect(t.caller(null).auth.verifyEmail({ token: tokenOf(link) })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: MESSAGES.email.verifyInvalid,
      });
    });

    it('keeps only the hash of the token at rest: neither the token table nor the sent copy has the link', async () => {
      const { c, mail } = await signUpWithMail();
      const token = tokenOf(linkIn(mail.mail.text, `${t.config.publicUrl}/verify-email?token=`));
      const tokens = await t.db
        .selectFrom('emailTokens')
        .selectAll()
        .where('userId', '=', c.user.id)
        .execute();
      expect(tokens).toHaveLength(1);
      expect(tokens[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(tokens)).not.toContain(token);
      const outbox = await t.db
        .selectFrom('emailOutbox')
        .selectAll()
        .where('userId', '=', c.user.id)
        .execute();
      expect(outbox).toHaveLength(1);
      expect(outbox[0]!.status).toBe('sent');
      expect(JSON.stringify(outbox)).not.toContain(token);
      expect(outbox[0]!.textBody).toContain('/verify-email?token=…');
    });

    it('refuses an expired link (24 hours), an unknown one and an empty one', async () => {
      const { mail } = await signUpWithMail();
      const token = tokenOf(linkIn(mail.mail.text, `${t.config.publicUrl}/verify-email?token=`));
      t.clock.advance(24 * HOUR + 1000);
      await expect(t.caller(null).auth.verifyEmail({ token })).rejects.toMatchObject({
        message: MESSAGES.email.verifyInvalid,
      });
      const unknown = await t.anonymous().post('/api/auth/verify-email', { token: 'a'.repeat(32) });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ message: MESSAGES.email.verifyInvalid });
      const empty = await t.anonymous().post('/api/auth/verify-email', { token: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual(refusedInput(MESSAGES.email.tokenRequired));
    });

    it('a changed address is unverified and gets a link of its own; the old link no longer counts', async () => {
      const { c, mail } = await signUpWithMail();
      const oldToken = tokenOf(linkIn(mail.mail.text, `${t.config.publicUrl}/verify-email?token=`));
      await c.caller().auth.verifyEmail({ token: oldToken });
      const next = uniqueEmail('changed');
      const res = await c.patch('/api/auth/profile', {
        firstName: 'Vera',
        lastName: 'User',
        email: next,
        currentPassword: 'correct horse battery',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ emailVerified: boolean }>().emailVerified).toBe(false);
      await t.drain();
      const [again] = await smtp.waitFor(next);
      const token = tokenOf(linkIn(again!.mail.text, `${t.config.publicUrl}/verify-email?token=`));
      await expect(c.caller().auth.verifyEmail({ token: oldToken })).rejects.toMatchObject({
        message: MESSAGES.email.verifyInvalid,
      });
      await expect(c.caller().auth.verifyEmail({ token })).resolves.toEqual({ verified: true, email: next });
    });

    it('resends the link at most 3 times an hour, the newest link replacing the others; never once verified', async () => {
      const { c, email, mail } = await signUpWithMail();
      const first = tokenOf(linkIn(mail.mail.text, `${t.config.publicUrl}/verify-email?token=`));
      for (let i = 0; i < VERIFY_RESENDS_PER_HOUR; i += 1) {
        const res = await c.post('/api/trpc/account.resendVerification', {});
        expect(res.statusCode, res.body).toBe(200);
      }
      const refused = await c.post('/api/trpc/account.resendVerification', {});
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json<{ error: { message: string } }>().error.message).toBe(MESSAGES.email.verifyTooMany);
      await t.drain();
      const mails = await smtp.waitFor(email, 1 + VERIFY_RESENDS_PER_HOUR);
      const newest = tokenOf(linkIn(mails.at(-1)!.mail.text, `${t.config.publicUrl}/verify-email?token=`));
      await expect(t.caller(null).auth.verifyEmail({ token: first })).rejects.toMatchObject({
        message: MESSAGES.email.verifyInvalid,
      });
      await t.caller(null).auth.verifyEmail({ token: newest });
      t.clock.advance(2 * HOUR);
      await expect(t.caller(await c.reload()).account.resendVerification()).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: MESSAGES.email.verifyAlready,
      });
    });

    it('answers 401 to a signed-out resend', async () => {
      const res = await t.anonymous().post('/api/trpc/account.resendVerification', {});
      expect(res.statusCode).toBe(401);
    });
  });

  describe('password reset', () => {
    async function requestReset(email: string, ip = '127.0.0.1') {
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ email }),
        remoteAddress: ip,
      });
    }

    it('mails a single-use link that sets the password and ends every session', async () => {
      const email = uniqueEmail('reset');
      const c = await t.signUp({ email });
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ email, password: 'correct horse battery' }),
      });
      expect(other.statusCode).toBe(200);
      const res = await requestReset(email, '10.1.0.1');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ sent: true });
      await t.drain();
      const mails = await smtp.waitFor(email, 2); // verification, then the reset
      const mail = mails.find((m) => m.mail.subject === 'Reset your MentorAI password')!;
      expect(mail).toBeDefined();
      const link = linkIn(mail.mail.text, `${t.config.publicUrl}/reset-password?token=`);
      expect(mail.mail.html).toContain(`href="${link}"`);

      const done = await t.anonymous().post('/api/auth/password-reset/confirm', {
        token: tokenOf(link),
        newPassword: 'a brand new secret',
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ reset: true });
      // Every session ended, the new password works, the old one doesn't; the address is verified by the link.
      expect((await c.get('/api/auth/user')).statusCode).toBe(401);
      expect(
        await t.db.selectFrom('loginSessions').select('sid').where('userId', '=', c.user.id).execute(),
      ).toEqual([]);
      const login = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { origin: ORIGIN, 'content-type': 'application/json' },
          payload: JSON.stringify({ email, password }),
        });
      expect((await login('correct horse battery')).statusCode).toBe(401);
      expect((await login('a brand new secret')).statusCode).toBe(200);
      expect((await c.reload()).emailVerifiedAt).not.toBeNull();

      // The link is used up.
      const again = await t.anonymous().post('/api/auth/password-reset/confirm', {
        token: tokenOf(link),
        newPassword: 'another new secret',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: MESSAGES.email.resetInvalid });
      expect((await login('a brand new secret')).statusCode).toBe(200);
    });

    it('answers the same for an address with no account, and sends nothing', async () => {
      const nobody = uniqueEmail('nobody');
      const res = await requestReset(nobody, '10.1.0.2');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ sent: true });
      await t.drain();
      expect(smtp.to(nobody)).toEqual([]);
    });

    it('refuses a link after 30 minutes', async () => {
      const email = uniqueEmail('late');
      await t.signUp({ email });
      await requestReset(email, '10.1.0.3');
      await t.drain();
      const mails = await smtp.waitFor(email, 2);
      const link = linkIn(mails.at(-1)!.mail.text, `${t.config.publicUrl}/reset-password?token=`);
      t.clock.advance(30 * MINUTE + 1000);
      await expect(
        t.caller(null).auth.resetPassword({ token: tokenOf(link), newPassword: 'too late by now' }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: MESSAGES.email.resetInvalid });
    });

    it('a newer link replaces the older one', async () => {
      const email = uniqueEmail('twice');
      await t.signUp({ email });
      await requestReset(email, '10.1.0.4');
      t.clock.advance(RESET_MAIL_INTERVAL_MINUTES * MINUTE + 1000);
      await requestReset(email, '10.1.0.4');
      await t.drain();
      const mails = await smtp.waitFor(email, 3);
      const [older, newer] = mails
        .filter((m) => m.mail.subject === 'Reset your MentorAI password')
        .map((m) => tokenOf(linkIn(m.mail.text, `${t.config.publicUrl}/reset-password?token=`)));
      await expect(
        t.caller(null).auth.resetPassword({ token: older!, newPassword: 'from the older link' }),
      ).rejects.toMatchObject({ message: MESSAGES.email.resetInvalid });
      await expect(
        t.caller(null).auth.resetPassword({ token: newer!, newPassword: 'from the newer link' }),
      ).resolves.toEqual({ reset: true });
    });

    /** The reset mails queued for an address. */
    const resetMails = (email: string) =>
      t.db
        .selectFrom('emailOutbox')
        .select('id')
        .where('toAddress', '=', email)
        .where('kind', '=', 'password-reset')
        .execute();

    it("strangers asking for an address's reset never block its owner: one mail every few minutes, the rest absorbed", async () => {
      const email = uniqueEmail('flooded');
      await t.signUp({ email });
      // Three strangers, from three addresses, then the owner from their own: every answer is the same success.
      for (let i = 0; i < 3; i += 1) {
        const res = await requestReset(email, `10.2.0.${i}`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ sent: true });
      }
      const own = await requestReset(email, '10.2.1.1');
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json()).toEqual({ sent: true });
      // One mail went out (its link is good for 30 minutes); the rest were absorbed.
      expect(await resetMails(email)).toHaveLength(1);

      // A few minutes on, the owner's request mails again, however many strangers asked in between.
      t.clock.advance(RESET_MAIL_INTERVAL_MINUTES * MINUTE + 1000);
      const again = await requestReset(email, '10.2.1.1');
      expect(again.statusCode).toBe(200);
      expect(await resetMails(email)).toHaveLength(2);
      await t.drain();
      const mails = (await smtp.waitFor(email, 3)).filter(
        (m) => m.mail.subject === 'Reset your MentorAI password',
      );
      const newest = tokenOf(linkIn(mails.at(-1)!.mail.text, `${t.config.publicUrl}/reset-password?token=`));
      await expect(
        t.caller(null).auth.resetPassword({ token: newest, newPassword: 'the owner is back in' }),
      ).resolves.toEqual({ reset: true });
    });

    it('limits requests per IP, with Retry-After, whether or not the addresses have accounts', async () => {
      for (let i = 0; i < RESET_REQUESTS_PER_IP; i += 1) {
        expect((await requestReset(uniqueEmail('ip'), '10.3.0.1')).statusCode).toBe(200);
      }
      const perIp = await requestReset(uniqueEmail('ip'), '10.3.0.1');
      expect(perIp.statusCode).toBe(429);
      expect(perIp.headers['retry-after']).toBeDefined();
      expect(perIp.json()).toEqual({ message: MESSAGES.email.resetTooMany });
      // Another address is not held up by it.
      expect((await requestReset(uniqueEmail('ip'), '10.3.0.2')).statusCode).toBe(200);
      // An hour later it is open again.
      t.clock.advance(HOUR + 1000);
      expect((await requestReset(uniqueEmail('ip'), '10.3.0.1')).statusCode).toBe(200);
    });

    it('refuses bad input with the spec messages', async () => {
      const bad = await t.anonymous().post('/api/auth/password-reset', { email: 'not an email' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual(refusedInput(MESSAGES.profile.invalidEmail));
      const short = await t
        .anonymous()
        .post('/api/auth/password-reset/confirm', { token: 'x', newPassword: 'short' });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual(refusedInput(MESSAGES.auth.passwordTooShort));
    });

    it('refuses a request without an Origin from this site (403)', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: JSON.stringify({ email: uniqueEmail() }),
      });
      expect(res.statusCode).toBe(403);
    });
  });
});
