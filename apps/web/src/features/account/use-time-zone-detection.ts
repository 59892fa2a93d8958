import type { PublicUser } from '@mentor/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { browser } from '../../lib/browser';
import { useTRPC, useTRPCClient } from '../../lib/trpc';

/**
 * Once per app load, for a signed-in user whose time zone is not known yet (the weekly check-in follows it):
 * sends the browser's zone, silently (no toast; a failure is ignored and tried again on the next load). Called by
 * the route table, so it stays light: no schema import, and the tRPC client's call itself rather than a
 * useMutation (the landing page's bundle carries this file; nothing here needs the mutation error policy).
 */
export function useTimeZoneDetection(user: PublicUser | null): void {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  // The user it was sent for: once per user and app load, even under StrictMode's doubled effects.
  const sentFor = useRef<string | null>(null);
  const userId = user?.id ?? null;
  const unknown = user !== null && user.timeZone === null;
  useEffect(() => {
    if (!userId || !unknown || sentFor.current === userId) return;
    const timeZone = browser.timeZone();
    if (!timeZone) return;
    sentFor.current = userId;
    client.account.setEmailPreferences
      .mutate({ timeZone })
      .then((updated) => queryClient.setQueryData(trpc.auth.me.queryKey(), updated))
      .catch(() => {});
  }, [userId, unknown, client, queryClient, trpc]);
}
