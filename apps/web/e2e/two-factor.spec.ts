import AxeBuilder from '@axe-core/playwright';
import { TWO_FACTOR_MESSAGES as M } from '@mentor/validation';
import { generateHOTP, generateTOTP } from '@oslojs/otp';
import type { Page } from '@playwright/test';
import { E2EServer, expect, newAccount, signUpViaApi, test as base, type Account } from './fixtures';

// Two-factor sign-in in Chromium against the production build: the authenticator app set up from Profile with its
// QR code (the codes computed here from the key it shows, @oslojs/otp), the sign-in's second step with a code and
// with a recovery code, "Remember this device" skipping it; passkeys through the DevTools protocol's virtual
// authenticator: one registered from Profile, then signing in with it instead of a password, and as the second
// step. Each screen is looked at (and checked by axe) at 390 px and 1280 px.
//
// The server is reached as `localhost`: WebAuthn refuses an IP address as the relying party.

const test = base.extend<object, { server: E2EServer }>({
  server: [
    async ({}, use) => {
      const server = new E2EServer({}, 'localhost');
      await server.start();
      await use(server);
      await server.dispose();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

/** RFC 4648 base32 (the key as the setup shows it, spaces allowed) to bytes. */
function base32(text: string): Uint8Array {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

/** The app's code one 30-second step ahead: the current one was used by the step before (a code works once). */
function nextCode(key: Uint8Array): string {
  return generateHOTP(key, BigInt(Math.floor(Date.now() / 30_000) + 1), 6);
}

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Screenshots of `name` at 1280 px and 390 px wide, each checked by axe. */
async function lookAt(page: Page, name: string, target?: ReturnType<Page['getByRole']>) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (target) {
      await target.scrollIntoViewIfNeeded();
      await target.screenshot({ path: `test-results/two-factor-${name}-${width}.png` });
    } else {
      await page.screenshot({ path: `test-results/two-factor-${name}-${width}.png`, fullPage: true });
    }
    expect(await violations(page)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signOut(page: Page, server: E2EServer) {
  const res = await page.request.post(`${server.url}/api/logout`, { headers: { origin: server.url } });
  expect(res.ok()).toBe(true);
}

/** The sign-in form with the password; answers once the next page (dashboard or second step) is there. */
async function signInWithPassword(page: Page, account: Account) {
  await page.goto('/sign-in');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Sets two-factor sign-in up from Profile; answers the key and the recovery codes it showed. */
async function setUpTotp(page: Page, look = false): Promise<{ key: Uint8Array; codes: string[] }> {
  await page.goto('/account/profile');
  const section = page.getByRole('region', { name: M.sectionTitle });
  await section.getByRole('button', { name: M.setUp }).click();
  const dialog = page.getByRole('dialog', { name: M.setupTitle });
  await expect(dialog.getByRole('img', { name: M.qrLabel })).toBeVisible();
  const keyText = (await dialog.getByTestId('totp-key').textContent()) ?? '';
  expect(keyText).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  const key = base32(keyText);
  if (look) await lookAt(page, 'setup', dialog);
  // A wrong code first: said under the field.
  await dialog
    .getByLabel(M.codeLabel)
    .fill(generateHOTP(key, BigInt(Math.floor(Date.now() / 30_000) + 9), 6));
  await dialog.getByRole('button', { name: M.turnOn }).click();
  await expect(dialog.getByText(M.codeWrong)).toBeVisible();
  await dialog.getByLabel(M.codeLabel).fill(generateTOTP(key, 30, 6));
  await dialog.getByRole('button', { name: M.turnOn }).click();
  await expect(dialog).toBeHidden();
  const codes = await page.getByTestId('recovery-code').allTextContents();
  expect(codes).toHaveLength(10);
  await expect(section.getByTestId('two-factor-state')).toHaveText(M.statusOn);
  return { key, codes };
}

test('TOTP: set up from Profile with the QR code; sign in with a code, with a recovery code; a remembered device skips the step', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = await signUpViaApi(page, server, newAccount());
  const { key, codes } = await setUpTotp(page, true);
  const section = page.getByRole('region', { name: M.sectionTitle });
  await page.getByRole('button', { name: M.copyCodes }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: M.downloadCodes }).click();
  expect((await download).suggestedFilename()).toBe('mentorai-recovery-codes.txt');
  await lookAt(page, 'profile', section);
  await page.getByRole('button', { name: M.savedCodes }).click();
  await expect(page.getByTestId('recovery-codes')).toBeHidden();

  // Signing in asks for the second step; a code computed here passes it.
  await signOut(page, server);
  await signInWithPassword(page, account);
  await expect(page).toHaveURL(/\/sign-in\/two-factor$/);
  await expect(page.getByLabel(M.codeLabel)).toBeVisible();
  await lookAt(page, 'step');
  await page.getByLabel(M.codeLabel).fill('000000');
  await page.getByRole('button', { name: M.verify }).click();
  await expect(page.getByText(M.codeWrong)).toBeVisible();
  await page.getByLabel(M.codeLabel).fill(nextCode(key));
  await page.getByRole('button', { name: M.verify }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A recovery code, remembering this browser.
  await signOut(page, server);
  await signInWithPassword(page, account);
  await expect(page).toHaveURL(/\/sign-in\/two-factor$/);
  await page.getByRole('button', { name: M.useRecoveryCode }).click();
  await page.getByLabel(M.recoveryCodeLabel).fill(codes[0]!);
  await page.getByLabel(M.rememberDevice).check();
  await page.getByRole('button', { name: M.verify }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/account/profile');
  await expect(page.getByTestId('recovery-codes-left')).toContainText(M.recoveryCodesLeft(9));
  await expect(page.getByTestId('remembered-devices-count')).toHaveText(M.devicesCount(1));

  // Remembered: the password alone signs this browser in.
  await signOut(page, server);
  await signInWithPassword(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Forgotten: the step is asked again.
  await page.goto('/account/profile');
  await page.getByRole('button', { name: M.forgetDevices }).click();
  await expect(page.getByTestId('remembered-devices-count')).toHaveText(M.devicesNone);
  await signOut(page, server);
  await signInWithPassword(page, account);
  await expect(page).toHaveURL(/\/sign-in\/two-factor$/);
});

test('passkeys: register one with the virtual authenticator, sign out, sign in with it; then as the second step', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  const account = await signUpViaApi(page, server, newAccount());
  await page.goto('/account/profile');
  const section = page.getByRole('region', { name: M.passkeysTitle });
  await expect(section.getByText(M.passkeysNone)).toBeVisible();
  await section.getByRole('button', { name: M.addPasskey }).click();
  const dialog = page.getByRole('dialog', { name: M.addPasskey });
  await dialog.getByLabel(M.passkeyNameLabel).fill('Test laptop');
  await dialog.getByRole('button', { name: M.addPasskey }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByTestId('passkey-list')).toContainText('Test laptop');
  // The toast said so; closed, so the screenshots show the section alone.
  await expect(page.getByText(M.passkeyAdded)).toBeVisible();
  await page.getByRole('button', { name: 'Close notification' }).click();
  await expect(page.getByText(M.passkeyAdded)).toBeHidden();
  // The authenticator holds one discoverable passkey for this site.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
  await lookAt(page, 'passkeys', section);

  // Signed out, the sign-in page's passkey button signs in: no email, no password.
  await signOut(page, server);
  await page.goto('/sign-in');
  await lookAt(page, 'sign-in');
  await page.getByRole('button', { name: M.signInWithPasskey }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/account/profile');
  await expect(page.getByRole('region', { name: M.passkeysTitle })).not.toContainText(M.neverUsed);

  // With the authenticator app on too, the passkey does the second step of a password sign-in.
  await setUpTotp(page);
  await signOut(page, server);
  await signInWithPassword(page, account);
  await expect(page).toHaveURL(/\/sign-in\/two-factor$/);
  await page.getByRole('button', { name: M.usePasskey }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
