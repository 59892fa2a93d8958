import { CALENDAR_MESSAGES, type CalendarFeedCreated, type CalendarFeedStatus } from '@mentor/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { trpcErrorCode } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { useTRPC } from '../../lib/trpc';

const C = CALENDAR_MESSAGES;
const TOAST_ID = 'calendar-feed';

/** Whether the person has a calendar feed, since when, and when a calendar app last fetched it. */
export function useCalendarFeedStatus() {
  const trpc = useTRPC();
  return useQuery(trpc.calendar.status.queryOptions());
}

/**
 * A refusal that says the feed changed elsewhere (another tab subscribed, rotated or revoked): its own words, and the
 * status is read again. Anything else: the generic words.
 */
function refusalOf(error: unknown): { stale: boolean; message: string } {
  const code = trpcErrorCode(error);
  const stale = code === 'CONFLICT' || code === 'NOT_FOUND';
  return { stale, message: stale && error instanceof Error ? error.message : C.actionFailed };
}

/**
 * Subscribe, Rotate and Revoke. The links of a new address are kept here, in memory, for this visit only: the
 * server keeps a hash of the secret and cannot show them again.
 */
export function useCalendarFeedActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [links, setLinks] = useState<CalendarFeedCreated | null>(null);
  const statusKey = trpc.calendar.status.queryKey();
  const setStatus = (status: CalendarFeedStatus) => queryClient.setQueryData(statusKey, status);
  const meta = {
    errorToast: (error: unknown) => ({
      id: TOAST_ID,
      title: C.actionFailedTitle,
      message: refusalOf(error).message,
    }),
  };
  const onError = async (error: unknown) => {
    if (refusalOf(error).stale) {
      setLinks(null);
      await queryClient.invalidateQueries(trpc.calendar.status.queryFilter());
    }
  };
  const onNewLink = (created: CalendarFeedCreated) => {
    setLinks(created);
    setStatus({ active: true, createdAt: created.createdAt, lastFetchedAt: null });
  };

  const create = useMutation(
    trpc.calendar.create.mutationOptions({
      meta,
      onSuccess: (created) => {
        onNewLink(created);
        notifySuccess(C.subscribed, C.subscribedBody, { id: TOAST_ID });
      },
      onError,
    }),
  );
  const rotate = useMutation(
    trpc.calendar.rotate.mutationOptions({
      meta,
      onSuccess: (created) => {
        onNewLink(created);
        notifySuccess(C.rotated, C.rotatedBody, { id: TOAST_ID });
      },
      onError,
    }),
  );
  const revoke = useMutation(
    trpc.calendar.revoke.mutationOptions({
      meta,
      onSuccess: (status) => {
        setLinks(null);
        setStatus(status);
        notifySuccess(C.revoked, C.revokedBody, { id: TOAST_ID });
      },
      onError,
    }),
  );
  return { links, create, rotate, revoke };
}
