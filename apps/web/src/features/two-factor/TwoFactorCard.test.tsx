import { TWO_FACTOR_MESSAGES as M, type TwoFactorStatus } from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import { makeUser, render, screen, stubFetch, trpcError, waitFor, within } from '../../test-utils';
import { TwoFactorCard } from './TwoFactorCard';

const OFF: TwoFactorStatus = {
  enabled: false,
  enabledAt: null,
  recoveryCodesLeft: 0,
  hasPassword: true,
  requiredForAdmin: false,
};
const ON: TwoFactorStatus = {
  ...OFF,
  enabled: true,
  enabledAt: '2026-11-10T09:00:00.000Z',
  recoveryCodesLeft: 10,
};
const KEY = 'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP';
const SETUP = {
  keyUri: 'otpauth://totp/MentorAI:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=MentorAI',
  key: KEY,
};
const CODES = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-DD${String.fromCharCode(65 + i)}2`);

function renderCard(handlers: Parameters<typeof stubFetch>[0] = {}) {
  const server = stubFetch({ 'twoFactor.status': OFF, 'twoFactor.devices': [], ...handlers });
  return { server, ...render(<TwoFactorCard />, { route: '/account/profile', user: makeUser() }) };
}

const section = () => screen.getByRole('region', { name: M.sectionTitle });

describe('Two-factor sign-in section', () => {
  it('sets up with a QR code and the key, refuses a wrong code under the field, then shows the codes once', async () => {
    let status = OFF;
    const { server, user } = renderCard({
      'twoFactor.status': () => status,
      'twoFactor.startSetup': SETUP,
      'twoFactor.confirmSetup': ({ code }) => {
        if (code !== '123456') return trpcError('BAD_REQUEST', M.codeWrong, { code: [M.codeWrong] });
        status = ON;
        return { codes: CODES };
      },
    });
    expect(await within(section()).findByText(M.statusOff)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: M.setUp }));
    const dialog = await screen.findByRole('dialog', { name: M.setupTitle });
    // The QR code is drawn from the otpauth:// URI; the key is there as text to type in.
    expect(await within(dialog).findByRole('img', { name: M.qrLabel })).toBeTruthy();
    expect(within(dialog).getByTestId('totp-key').textContent).toBe(KEY);
    await user.click(within(dialog).getByRole('button', { name: `${M.copyCodes}: ${M.setupKeyHint}` }));
    expect(await navigator.clipboard.readText()).toBe(KEY.replace(/ /g, ''));
    expect(server.calls('twoFactor.startSetup')).toHaveLength(1);

    // The schema first: not 6 digits.
    await user.type(within(dialog).getByLabelText(M.codeLabel, { exact: false }), '12a');
    await user.click(within(dialog).getByRole('button', { name: M.turnOn }));
    expect(await within(dialog).findByText(M.codeFormat)).toBeTruthy();
    expect(server.calls('twoFactor.confirmSetup')).toHaveLength(0);
    // Then the server's refusal, under the field.
    const input = within(dialog).getByLabelText(M.codeLabel, { exact: false });
    await user.clear(input);
    await user.type(input, '654321');
    await user.click(within(dialog).getByRole('button', { name: M.turnOn }));
    expect(await within(dialog).findByText(M.codeWrong)).toBeTruthy();

    await user.clear(input);
    await user.type(input, '123 456');
    await user.click(within(dialog).getByRole('button', { name: M.turnOn }));
    const codes = await screen.findAllByTestId('recovery-code');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: M.setupTitle })).toBeNull());
    expect(server.calls('twoFactor.confirmSetup').at(-1)?.input).toEqual({ code: '123456' });

    expect(codes.map((c) => c.textContent)).toEqual(CODES);
    expect(await within(section()).findByText(M.statusOn)).toBeTruthy();
    expect(screen.getByTestId('recovery-codes-left').textContent).toContain(M.recoveryCodesLeft(10));
    await user.click(screen.getByRole('button', { name: M.copyCodes }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    expect(screen.getByRole('button', { name: M.downloadCodes })).toBeTruthy();
    // Put away once saved: not shown again.
    await user.click(screen.getByRole('button', { name: M.savedCodes }));
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
  });

  it('makes new recovery codes with a current code', async () => {
    const { server, user } = renderCard({
      'twoFactor.status': { ...ON, recoveryCodesLeft: 2 },
      'twoFactor.regenerateRecoveryCodes': { codes: CODES },
    });
    expect(await screen.findByText(new RegExp(M.recoveryCodesLow))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: M.regenerate }));
    const dialog = await screen.findByRole('dialog', { name: M.regenerateTitle });
    await user.type(within(dialog).getByLabelText(M.codeLabel), '111222');
    await user.click(within(dialog).getByRole('button', { name: M.regenerate }));
    expect((await screen.findAllByTestId('recovery-code')).length).toBe(10);
    expect(server.calls('twoFactor.regenerateRecoveryCodes')[0]?.input).toEqual({ code: '111222' });
  });

  it('turns off with the password; a wrong one is said under its field', async () => {
    let status = ON;
    const { server, user } = renderCard({
      'twoFactor.status': () => status,
      'twoFactor.disable': (input) => {
        if (input.password !== 'right one') {
          return trpcError('BAD_REQUEST', 'Current password is incorrect', {
            password: ['Current password is incorrect'],
          });
        }
        status = OFF;
        return { enabled: false as const };
      },
    });
    await user.click(await screen.findByRole('button', { name: M.turnOff }));
    const dialog = await screen.findByRole('dialog', { name: M.turnOffTitle });
    await user.type(within(dialog).getByLabelText(M.passwordLabel), 'wrong one');
    await user.click(within(dialog).getByRole('button', { name: M.turnOff }));
    expect(await within(dialog).findByText('Current password is incorrect')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(M.passwordLabel));
    await user.type(within(dialog).getByLabelText(M.passwordLabel), 'right one');
    await user.click(within(dialog).getByRole('button', { name: M.turnOff }));
    expect(await within(section()).findByText(M.statusOff)).toBeTruthy();
    expect(server.calls('twoFactor.disable').at(-1)?.input).toEqual({ password: 'right one' });
  });

  it('lists remembered devices and forgets them all', async () => {
    let devices = [
      {
        id: '00000000-0000-4000-8000-0000000000d1',
        device: 'Chrome on Linux',
        createdAt: '2026-11-10T09:00:00.000Z',
        lastUsedAt: null,
        expiresAt: '2026-12-10T09:00:00.000Z',
      },
    ];
    const { server, user } = renderCard({
      'twoFactor.status': ON,
      'twoFactor.devices': () => devices,
      'twoFactor.forgetDevices': () => {
        devices = [];
        return { forgotten: 1 };
      },
    });
    expect(await screen.findByText('Chrome on Linux')).toBeTruthy();
    expect(screen.getByTestId('remembered-devices-count').textContent).toBe(M.devicesCount(1));
    await user.click(screen.getByRole('button', { name: M.forgetDevices }));
    await waitFor(() =>
      expect(screen.getByTestId('remembered-devices-count').textContent).toBe(M.devicesNone),
    );
    expect(server.calls('twoFactor.forgetDevices')).toHaveLength(1);
  });

  it("says an admin must set it up when the admins' setting requires it", async () => {
    renderCard({ 'twoFactor.status': { ...OFF, requiredForAdmin: true } });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', M.adminRequired);
  });
});
