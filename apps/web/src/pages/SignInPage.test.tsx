import { MESSAGES, signUpCheckEmailText } from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../router';
import {
  fill,
  LocationProbe,
  makeUser,
  render,
  restResponse,
  screen,
  stubFetch,
  waitFor,
  within,
} from '../test-utils';
import SignInPage from './SignInPage';

function renderSignIn(route = '/sign-in') {
  return render(
    <>
      <SignInPage />
      <LocationProbe />
    </>,
    { route },
  );
}

function form(name: string) {
  return screen.getByRole('form', { name });
}

describe('Sign in tab', () => {
  it('starts with the email carried from the landing page (?email=), in both tabs; an invalid one is ignored', async () => {
    stubFetch({});
    const { user, unmount } = renderSignIn('/sign-in?email=ada%40example.com');
    expect(within(form('Sign in')).getByRole<HTMLInputElement>('textbox', { name: /Email/ }).value).toBe(
      'ada@example.com',
    );
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    expect(
      within(form('Create account')).getByRole<HTMLInputElement>('textbox', { name: /Email/ }).value,
    ).toBe('ada@example.com');
    unmount();
    renderSignIn('/sign-in?email=%3Cimg%20src%3Dx%3E');
    expect(within(form('Sign in')).getByRole<HTMLInputElement>('textbox', { name: /Email/ }).value).toBe('');
  });

  it('validates the fields before calling the server', async () => {
    const server = stubFetch({});
    const { user } = renderSignIn();
    await user.click(within(form('Sign in')).getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText(MESSAGES.profile.invalidEmail)).toBeTruthy();
    expect(screen.getByText(MESSAGES.auth.passwordRequired)).toBeTruthy();
    expect(server.calls()).toHaveLength(0);
  });

  it("shows the server's message in an alert", async () => {
    const server = stubFetch({
      'POST /api/login': restResponse(401, { message: MESSAGES.auth.invalidCredentials }),
    });
    const { user } = renderSignIn();
    await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
    await fill(user, screen.getByLabelText('Password'), 'wrong password');
    await user.click(within(form('Sign in')).getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.auth.invalidCredentials);
    expect(server.calls('POST /api/login')[0]?.input).toEqual({
      email: 'ada@example.com',
      password: 'wrong password',
    });
    // A wrong password is not an expired session.
    expect(screen.queryByText(MESSAGES.auth.unauthorizedBody)).toBeNull();
  });

  it('disables the submit button while pending', async () => {
    stubFetch({ 'POST /api/login': () => new Promise(() => {}) });
    const { user } = renderSignIn();
    await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
    await fill(user, screen.getByLabelText('Password'), 'secret-password');
    const submit = within(form('Sign in')).getByRole('button', { name: 'Sign in' });
    await user.click(submit);
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(true));
  });

  it('signs in, refreshes the user and goes to the dashboard', async () => {
    const ada = makeUser();
    const server = stubFetch({ 'auth.me': null, 'trial.status': { access: null } });
    server.use({
      'POST /api/login': () => {
        server.use({ 'auth.me': ada });
        return ada;
      },
    });
    const { user } = render(
      <>
        <AppRoutes />
        <LocationProbe />
      </>,
      { route: '/sign-in' },
    );
    await fill(user, await screen.findByLabelText('Email'), 'ada@example.com');
    await fill(user, screen.getByLabelText('Password'), 'secret-password');
    await user.click(within(form('Sign in')).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/Good (morning|afternoon), Ada!/)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
  });
});

describe('Create account tab', () => {
  it('shows every field error under its field, and the password hint', async () => {
    const server = stubFetch({});
    const { user } = renderSignIn();
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
    await fill(user, screen.getByLabelText('Email'), 'not-an-email');
    await fill(user, screen.getByLabelText(/^Password/), 'short');
    await user.click(within(form('Create account')).getByRole('button', { name: 'Create account' }));
    expect(screen.getByText(MESSAGES.profile.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.profile.lastNameRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.profile.invalidEmail)).toBeTruthy();
    expect(screen.getByText(MESSAGES.auth.passwordTooShort)).toBeTruthy();
    expect(server.calls()).toHaveLength(0);
  });

  it('shows a strength meter, and refuses a common password with the clear message without sending it', async () => {
    const server = stubFetch({});
    const { user } = renderSignIn('/sign-in?tab=register');
    await fill(user, screen.getByLabelText('First name'), 'Ada');
    await fill(user, screen.getByLabelText('Last name'), 'Lovelace');
    await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
    await fill(user, screen.getByLabelText(/^Password/), 'password123');
    expect(await screen.findByText(`${MESSAGES.auth.strengthLabel}: Very weak`)).toBeTruthy();
    await user.click(within(form('Create account')).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(MESSAGES.auth.passwordTooWeak)).toBeTruthy();
    expect(server.calls()).toHaveLength(0);
    await fill(user, screen.getByLabelText(/^Password/), 'violet kettle harbour');
    expect(await screen.findByText(`${MESSAGES.auth.strengthLabel}: Very strong`)).toBeTruthy();
  });

  it('signs up, then signs in with the same password and goes to the dashboard', async () => {
    const ada = makeUser();
    const server = stubFetch({ 'auth.me': null, 'trial.status': { access: null } });
    server.use({
      'POST /api/auth/register': restResponse(202, { sent: true }),
      'POST /api/login': () => {
        server.use({ 'auth.me': ada });
        return ada;
      },
    });
    const { user } = render(
      <>
        <AppRoutes />
        <LocationProbe />
      </>,
      { route: '/sign-in?tab=register' },
    );
    await fill(user, await screen.findByLabelText('First name'), 'Ada');
    await fill(user, screen.getByLabelText('Last name'), 'Lovelace');
    await fill(user, screen.getByLabelText('Email'), 'Ada@Example.com');
    await fill(user, screen.getByLabelText(/^Password/), 'long enough password');
    await user.click(within(form('Create account')).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/Good (morning|afternoon), Ada!/)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
    expect(server.calls('POST /api/auth/register')[0]?.input).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'long enough password',
    });
    expect(server.calls('POST /api/login')[0]?.input).toEqual({
      email: 'ada@example.com',
      password: 'long enough password',
    });
  });

  it('an address that has an account: only "check your email", never that the account exists', async () => {
    const server = stubFetch({
      'POST /api/auth/register': restResponse(202, { sent: true }),
      'POST /api/login': restResponse(401, { message: MESSAGES.auth.invalidCredentials }),
    });
    const { user } = renderSignIn('/sign-in?tab=register');
    await fill(user, screen.getByLabelText('First name'), 'Ada');
    await fill(user, screen.getByLabelText('Last name'), 'Lovelace');
    await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
    await fill(user, screen.getByLabelText(/^Password/), 'long enough password');
    await user.click(within(form('Create account')).getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('status')).textContent).toBe(signUpCheckEmailText('ada@example.com'));
    expect(screen.queryByText(MESSAGES.auth.emailTaken)).toBeNull();
    expect(screen.queryByText(MESSAGES.auth.invalidCredentials)).toBeNull();
    expect(server.calls('POST /api/login')).toHaveLength(1);
  });
});

describe('identity provider errors', () => {
  it('explains a failed identity-provider sign-in (?error=oidc)', () => {
    stubFetch({});
    renderSignIn('/sign-in?error=oidc');
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.auth.oidcFailed);
  });

  it('says the account is suspended when the provider sign-in came back banned (?error=banned)', () => {
    stubFetch({});
    renderSignIn('/sign-in?error=banned');
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.auth.banned);
  });

  it('shows no alert otherwise', () => {
    stubFetch({});
    renderSignIn();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
