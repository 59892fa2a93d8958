import { MESSAGES, formatDisplayDate, pad2, type EmailKind, type OutboxStatus } from '@mentor/validation';

// The Outbox tab's labels: a status, its colour, a kind of mail, a time (OutboxTab.tsx, OutboxMessageModal.tsx).

const E = MESSAGES.email;

export const STATUS_LABELS: Record<OutboxStatus, string> = {
  queued: E.outboxQueued,
  sent: E.outboxSent,
  kept: E.outboxKept,
  retrying: E.outboxRetrying,
  failed: E.outboxFailed,
};
export const STATUS_COLORS: Record<OutboxStatus, string> = {
  queued: 'gray',
  sent: 'teal',
  kept: 'blue',
  retrying: 'orange',
  failed: 'red',
};
export const KIND_LABELS: Record<EmailKind, string> = {
  'verify-email': E.outboxKindVerify,
  'password-reset': E.outboxKindReset,
  'session-summary': E.outboxKindSummary,
  'weekly-checkin': E.outboxKindCheckin,
  'account-deleted': E.outboxKindAccountDeleted,
  'sign-in-alert': E.outboxKindSignInAlert,
  'sign-up-attempt': E.outboxKindSignUpAttempt,
};

/** 'Nov 23, 2026, 14:05' (local time). */
export function dateTimeLabel(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return `${formatDisplayDate(date)}, ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}
