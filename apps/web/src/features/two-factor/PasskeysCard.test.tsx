import { TWO_FACTOR_MESSAGES as M, type PasskeyInfo } from '@mentor/validation';
import { describe, expect, it } from 'vitest';
import { makeUser, render, screen, stubFetch, trpcError, waitFor, within } from '../../test-utils';
import { PasskeysCard } from './PasskeysCard';

const LAPTOP: PasskeyInfo = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Work laptop',
  createdAt: '2026-11-10T09:00:00.000Z',
  lastUsedAt: null,
  backedUp: true,
};
const PHONE: PasskeyInfo = { ...LAPTOP, id: '00000000-0000-4000-8000-0000000000a2', name: 'Phone' };

function renderCard(handlers: Parameters<typeof stubFetch>[0] = {}) {
  const server = stubFetch({ 'passkeys.list': [], ...handlers });
  return { server, ...render(<PasskeysCard />, { route: '/account/profile', user: makeUser() }) };
}

describe('Passkeys section', () => {
  it('lists the passkeys with when they were added and last used', async () => {
    renderCard({ 'passkeys.list': [LAPTOP, { ...PHONE, lastUsedAt: '2026-11-11T09:00:00.000Z' }] });
    const list = await screen.findByTestId('passkey-list');
    expect(within(list).getByText('Work laptop')).toBeTruthy();
    expect(within(list).getByText(`${M.created} Nov 10, 2026 · ${M.neverUsed}`)).toBeTruthy();
    expect(within(list).getByText(`${M.created} Nov 10, 2026 · ${M.lastUsed} Nov 11, 2026`)).toBeTruthy();
  });

  it('says when there are none; a browser without WebAuthn cannot add one', async () => {
    renderCard();
    expect(await screen.findByText(M.passkeysNone)).toBeTruthy();
    expect(screen.getByRole('button', { name: M.addPasskey })).toHaveProperty('disabled', true);
    expect(screen.getByText(M.passkeysUnsupported)).toBeTruthy();
  });

  it('renames one; a refused name is said under the field', async () => {
    let list = [LAPTOP, PHONE];
    const { server, user } = renderCard({
      'passkeys.list': () => list,
      'passkeys.rename': ({ id, name }) => {
        if (name === 'Taken')
          return trpcError('BAD_REQUEST', M.passkeyNameTooLong, { name: [M.passkeyNameTooLong] });
        list = list.map((p) => (p.id === id ? { ...p, name } : p));
        return list.find((p) => p.id === id)!;
      },
    });
    await user.click(await screen.findByRole('button', { name: `${M.rename}: Phone` }));
    const dialog = await screen.findByRole('dialog', { name: M.renamePasskeyTitle });
    const input = within(dialog).getByLabelText(M.passkeyNameLabel);
    expect((input as HTMLInputElement).value).toBe('Phone');
    await user.clear(input);
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    expect(await within(dialog).findByText(M.passkeyNameRequired)).toBeTruthy();
    await user.type(input, 'Taken');
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    expect(await within(dialog).findByText(M.passkeyNameTooLong)).toBeTruthy();
    await user.clear(input);
    await user.type(input, 'Old phone');
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    expect(await screen.findByText('Old phone')).toBeTruthy();
    expect(server.calls('passkeys.rename').at(-1)?.input).toEqual({ id: PHONE.id, name: 'Old phone' });
  });

  it('removes one after asking', async () => {
    let list = [LAPTOP, PHONE];
    const { server, user } = renderCard({
      'passkeys.list': () => list,
      'passkeys.remove': ({ id }) => {
        list = list.filter((p) => p.id !== id);
        return { id };
      },
    });
    await user.click(await screen.findByRole('button', { name: `${M.remove}: Work laptop` }));
    const dialog = await screen.findByRole('dialog', { name: M.removePasskeyTitle });
    await user.click(within(dialog).getByRole('button', { name: M.remove }));
    await waitFor(() => expect(screen.queryByText('Work laptop')).toBeNull());
    expect(server.calls('passkeys.remove')[0]?.input).toEqual({ id: LAPTOP.id });
    expect(screen.getByText('Phone')).toBeTruthy();
  });
});
