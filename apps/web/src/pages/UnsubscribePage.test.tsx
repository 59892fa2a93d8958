import { EMAIL_LIST_LABELS, MESSAGES, unsubscribedText, type UnsubscribeResult } from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import { render, screen, stubFetch, trpcError } from '../test-utils';
import UnsubscribePage from './UnsubscribePage';

const E = MESSAGES.email;
const TOKEN = 'signed.unsubscribe.token';
const label = EMAIL_LIST_LABELS.summaryEmails;
const info: UnsubscribeResult = {
  list: 'summaryEmails',
  label,
  email: 'ada@example.com',
  unsubscribed: false,
};

function renderUnsubscribe(route = `/unsubscribe?token=${TOKEN}`) {
  return render(<UnsubscribePage />, { route });
}

describe('Unsubscribe', () => {
  it('asks first, then unsubscribes with the link token (signed out)', async () => {
    const server = stubFetch({
      'auth.me': null,
      'email.unsubscribeInfo': info,
      'email.unsubscribe': { ...info, unsubscribed: true },
    });
    const { user } = renderUnsubscribe();
    const question = await screen.findByText(
      (_, el) => el?.tagName === 'P' && el.textContent === `Unsubscribe ada@example.com from ${label}?`,
    );
    expect(question).toBeTruthy();
    expect(server.calls('email.unsubscribeInfo').map((c) => c.input)).toEqual([{ token: TOKEN }]);
    expect(server.calls('email.unsubscribe')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: E.unsubscribeTitle }));
    expect((await screen.findByRole('status')).textContent).toBe(unsubscribedText(label));
    expect(server.calls('email.unsubscribe').map((c) => c.input)).toEqual([{ token: TOKEN }]);
    expect(screen.queryByRole('button', { name: E.unsubscribeTitle })).toBeNull();
  });

  it('says so directly when that email is off already', async () => {
    const server = stubFetch({ 'auth.me': null, 'email.unsubscribeInfo': { ...info, unsubscribed: true } });
    renderUnsubscribe();
    expect((await screen.findByRole('status')).textContent).toBe(unsubscribedText(label));
    expect(screen.queryByRole('button', { name: E.unsubscribeTitle })).toBeNull();
    expect(server.calls('email.unsubscribe')).toHaveLength(0);
  });

  it('says an invalid link is invalid', async () => {
    stubFetch({ 'auth.me': null, 'email.unsubscribeInfo': trpcError('BAD_REQUEST', E.unsubscribeInvalid) });
    renderUnsubscribe();
    expect((await screen.findByRole('alert')).textContent).toBe(E.unsubscribeInvalid);
    expect(screen.queryByRole('button', { name: E.unsubscribeTitle })).toBeNull();
  });

  it('says so at once without a token, and asks nothing', () => {
    const server = stubFetch({ 'auth.me': null });
    renderUnsubscribe('/unsubscribe');
    expect(screen.getByRole('alert').textContent).toBe(E.unsubscribeInvalid);
    expect(server.calls('email.unsubscribeInfo')).toHaveLength(0);
  });
});
