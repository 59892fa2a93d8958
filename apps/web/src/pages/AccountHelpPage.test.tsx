import { HELP_FAQ, MESSAGES } from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import { fill, makeUser, render, screen, stubFetch, trpcError, waitFor, within } from '../test-utils';
import AccountHelpPage from './AccountHelpPage';

const ada = makeUser();
const H = MESSAGES.help;

function renderHelp(handlers: Parameters<typeof stubFetch>[0] = {}) {
  const server = stubFetch({ 'auth.me': ada, ...handlers });
  return { server, ...render(<AccountHelpPage />, { route: '/account/help', user: ada }) };
}

describe('Help & Support', () => {
  it('links the User Guide, Live Chat and the community', () => {
    renderHelp();
    expect(screen.getByRole('link', { name: H.userGuideTitle }).getAttribute('href')).toBe(
      '/how-sessions-work',
    );
    expect(screen.getByRole('link', { name: H.liveChatTitle }).getAttribute('href')).toBe('/dashboard/chat');
    expect(screen.getByRole('link', { name: H.communityTitle }).getAttribute('href')).toBe('#');
  });

  it('lists six FAQs and searches question and answer case-insensitively', async () => {
    const { user } = renderHelp();
    expect(HELP_FAQ).toHaveLength(6);
    for (const item of HELP_FAQ) expect(screen.getByRole('button', { name: item.question })).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: H.faqSearchLabel });

    const first = HELP_FAQ[0]!;
    await fill(user, search, first.question.toUpperCase());
    expect(screen.getByRole('button', { name: first.question })).toBeTruthy();
    // A word only in an answer finds its question.
    const answerWord = first.answer.split(' ').find((w) => w.length > 6 && !first.question.includes(w)) ?? '';
    await fill(user, search, answerWord.toLowerCase());
    expect(screen.getByRole('button', { name: first.question })).toBeTruthy();

    await fill(user, search, 'zzz no such question');
    expect(screen.getByText(MESSAGES.faq.helpNoResults)).toBeTruthy();
    expect(screen.queryByRole('button', { name: first.question })).toBeNull();
  });

  it('opens one answer at a time', async () => {
    const { user } = renderHelp();
    const [a, b] = [HELP_FAQ[0]!, HELP_FAQ[1]!];
    await user.click(screen.getByRole('button', { name: a.question }));
    expect(screen.getByRole('button', { name: a.question }).getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: b.question }));
    expect(screen.getByRole('button', { name: a.question }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('Contact Support form', () => {
  const form = () => screen.getByRole('form', { name: H.contactTitle });

  it('requires a subject and a message of at least 10 characters, and sends nothing', async () => {
    const { server, user } = renderHelp();
    await fill(user, within(form()).getByLabelText(new RegExp(`^${H.messageLabel}`)), 'too short');
    await user.click(screen.getByRole('button', { name: H.send }));
    expect(screen.getByText(MESSAGES.support.subjectRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.support.messageTooShort)).toBeTruthy();
    expect(server.calls('support.create')).toHaveLength(0);
  });

  it('sends subject, message and priority (normal by default), toasts and resets', async () => {
    const { server, user } = renderHelp({
      'support.create': (input) => ({
        id: 'r1',
        subject: input.subject,
        message: input.message,
        priority: input.priority ?? 'normal',
        status: 'open',
        createdAt: '2026-01-01T00:00:00.000Z',
        resolvedAt: null,
      }),
    });
    expect(within(form()).getAllByLabelText<HTMLInputElement>(H.priorityLabel)[0]?.value).toBe('Normal');
    const subject = within(form()).getByLabelText(new RegExp(`^${H.subjectLabel}`));
    const message = within(form()).getByLabelText(new RegExp(`^${H.messageLabel}`));
    await fill(user, subject, '  Billing question ');
    await fill(user, message, 'How do I change my card?');
    await user.click(screen.getByRole('button', { name: H.send }));

    expect(await screen.findByText(MESSAGES.support.successTitle)).toBeTruthy();
    expect(screen.getByText(MESSAGES.support.successBody)).toBeTruthy();
    expect(server.calls('support.create')[0]?.input).toEqual({
      subject: 'Billing question',
      message: 'How do I change my card?',
      priority: 'normal',
    });
    await waitFor(() => expect((subject as HTMLInputElement).value).toBe(''));
    expect((message as HTMLTextAreaElement).value).toBe('');
  });

  it('toasts a failure and keeps what was typed', async () => {
    const { user } = renderHelp({ 'support.create': trpcError('INTERNAL_SERVER_ERROR') });
    const subject = within(form()).getByLabelText(new RegExp(`^${H.subjectLabel}`));
    await fill(user, subject, 'Help');
    await fill(
      user,
      within(form()).getByLabelText(new RegExp(`^${H.messageLabel}`)),
      'Something is broken here',
    );
    await user.click(screen.getByRole('button', { name: H.send }));
    expect(await screen.findByText(H.sendFailTitle)).toBeTruthy();
    expect((subject as HTMLInputElement).value).toBe('Help');
  });
});
