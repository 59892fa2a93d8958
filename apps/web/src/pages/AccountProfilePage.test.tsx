import { MESSAGES } from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import { fill, makeUser, render, screen, stubFetch, trpcError, waitFor, within } from '../test-utils';
import AccountProfilePage from './AccountProfilePage';

const ada = makeUser({ createdAt: '2024-01-05T10:00:00.000Z' });

function renderProfile(handlers: Parameters<typeof stubFetch>[0] = {}, user = ada) {
  const server = stubFetch({
    'auth.me': user,
    'memory.list': [],
    'account.sessions': [],
    'calendar.status': { active: false, createdAt: null, lastFetchedAt: null },
    ...handlers,
  });
  return { server, ...render(<AccountProfilePage />, { route: '/account/profile', user }) };
}

const passwordField = () =>
  within(screen.getByRole('form', { name: 'Profile Settings' })).queryByLabelText(
    MESSAGES.account.currentPasswordLabel,
  );

const profileForm = () => screen.getByRole('form', { name: 'Profile Settings' });
const save = () => within(profileForm()).getByRole('button', { name: MESSAGES.profile.saveChanges });

describe('Profile Settings form', () => {
  it('is prefilled from the user', () => {
    renderProfile();
    expect(screen.getByLabelText<HTMLInputElement>('First Name').value).toBe('Ada');
    expect(screen.getByLabelText<HTMLInputElement>('Last Name').value).toBe('Lovelace');
    expect(screen.getByLabelText<HTMLInputElement>('Email Address').value).toBe('ada@example.com');
  });

  it('shows the validation messages and sends nothing', async () => {
    const { server, user } = renderProfile();
    await fill(user, screen.getByLabelText('First Name'), '');
    await fill(user, screen.getByLabelText('Last Name'), '   ');
    await fill(user, screen.getByLabelText('Email Address'), 'nope');
    await user.click(save());
    expect(screen.getByText(MESSAGES.profile.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.profile.lastNameRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.profile.invalidEmail)).toBeTruthy();
    expect(server.calls('account.updateProfile')).toHaveLength(0);
  });

  it("saves, shows 'Saving...' meanwhile, toasts success and refreshes the user", async () => {
    let release: () => void = () => {};
    const { server, user } = renderProfile({
      'account.updateProfile': (input) =>
        new Promise((resolve) => {
          release = () => resolve({ ...ada, ...input });
        }),
    });
    await fill(user, screen.getByLabelText('First Name'), 'Augusta Ada');
    await user.click(save());
    const pending = await within(profileForm()).findByRole('button', { name: MESSAGES.profile.saving });
    expect((pending as HTMLButtonElement).disabled).toBe(true);

    server.use({ 'auth.me': { ...ada, firstName: 'Augusta Ada' } });
    const userCalls = server.calls('auth.me').length;
    release();
    expect(await screen.findByText(MESSAGES.profile.successTitle)).toBeTruthy();
    expect(screen.getByText(MESSAGES.profile.successBody)).toBeTruthy();
    expect(server.calls('account.updateProfile')[0]?.input).toEqual({
      firstName: 'Augusta Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
    await waitFor(() => expect(server.calls('auth.me').length).toBeGreaterThan(userCalls));
    expect(save()).toBeTruthy();
  });

  it('toasts the failure', async () => {
    const { user } = renderProfile({
      'account.updateProfile': trpcError('INTERNAL_SERVER_ERROR', MESSAGES.generic.internal),
    });
    await user.click(save());
    expect(await screen.findByText(MESSAGES.profile.failTitle)).toBeTruthy();
    expect(screen.getByText(MESSAGES.profile.failBody)).toBeTruthy();
  });

  it('shows a taken email under the email field', async () => {
    const { user } = renderProfile({
      'account.updateProfile': trpcError('CONFLICT', MESSAGES.auth.emailTaken),
    });
    await fill(user, screen.getByLabelText('Email Address'), 'grace@example.com');
    await fill(user, passwordField()!, 'correct horse');
    await user.click(save());
    expect(await screen.findByText(MESSAGES.profile.failBody)).toBeTruthy();
    const email = screen.getByLabelText('Email Address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(MESSAGES.auth.emailTaken)).toBeTruthy();
  });
});

describe('Profile Settings: a new email needs the current password', () => {
  it('asks for the password only once the email changes, and requires it', async () => {
    const { server, user } = renderProfile();
    expect(passwordField()).toBeNull();
    await fill(user, screen.getByLabelText('Email Address'), 'ADA@example.com ');
    expect(passwordField()).toBeNull();
    await fill(user, screen.getByLabelText('Email Address'), 'ada@lovelace.dev');
    expect(passwordField()).toBeTruthy();
    await user.click(save());
    expect(screen.getAllByText(MESSAGES.account.currentPasswordForEmail).length).toBeGreaterThan(0);
    expect(server.calls('account.updateProfile')).toHaveLength(0);
  });

  it('sends the password with the new email', async () => {
    const { server, user } = renderProfile({
      'account.updateProfile': (input) => ({ ...ada, email: input.email }),
    });
    await fill(user, screen.getByLabelText('Email Address'), 'Ada@Lovelace.dev');
    await fill(user, passwordField()!, 'correct horse');
    await user.click(save());
    expect(await screen.findByText(MESSAGES.profile.successTitle)).toBeTruthy();
    expect(server.calls('account.updateProfile')[0]?.input).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@lovelace.dev',
      currentPassword: 'correct horse',
    });
  });

  it('shows a wrong password under the password field', async () => {
    const { user } = renderProfile({
      'account.updateProfile': trpcError('BAD_REQUEST', MESSAGES.account.wrongPassword, {
        currentPassword: [MESSAGES.account.wrongPassword],
      }),
    });
    await fill(user, screen.getByLabelText('Email Address'), 'ada@lovelace.dev');
    await fill(user, passwordField()!, 'wrong');
    await user.click(save());
    expect(await screen.findByText(MESSAGES.profile.failTitle)).toBeTruthy();
    expect(screen.getByText(MESSAGES.account.wrongPassword)).toBeTruthy();
  });
});

describe('Account Status panel', () => {
  it('shows plan, sessions, member since and account type', () => {
    renderProfile(
      {},
      makeUser({
        subscriptionTier: 'pro',
        sessionsThisMonth: 4,
        createdAt: '2024-01-05T10:00:00.000Z',
        isAdmin: true,
      }),
    );
    expect(screen.getByTestId('status-subscription-plan').textContent).toBe('Pro');
    expect(screen.getByTestId('status-sessions-this-month').textContent).toBe('4');
    expect(screen.getByTestId('status-member-since').textContent).toBe('Jan 05, 2024');
    expect(screen.getByTestId('status-account-type').textContent).toBe('Admin');
  });

  it("defaults: 'N/A' without a creation date, 'Regular User'", () => {
    renderProfile({}, makeUser({ createdAt: null, sessionsThisMonth: 0 }));
    expect(screen.getByTestId('status-subscription-plan').textContent).toBe('Starter');
    expect(screen.getByTestId('status-sessions-this-month').textContent).toBe('0');
    expect(screen.getByTestId('status-member-since').textContent).toBe('N/A');
    expect(screen.getByTestId('status-account-type').textContent).toBe('Regular User');
  });
});
