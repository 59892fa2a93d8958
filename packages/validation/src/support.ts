/** Contact Support form (spec sections 3 and 5). */
import { z } from 'zod';
import type { AdminPerson } from './admin';
import {
  ADMIN_PAGE_SIZE_MAX,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_SUBJECT_MAX,
} from './constants';
import { idSchema } from './common';
import { MESSAGES } from './messages';

export const SUPPORT_PRIORITIES = ['low', 'normal', 'high'] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];
export const SUPPORT_PRIORITY_LABELS: Record<SupportPriority, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
};
export const DEFAULT_SUPPORT_PRIORITY: SupportPriority = 'normal';

export const supportRequestSchema = z.object({
  subject: z
    .string({ error: MESSAGES.support.subjectRequired })
    .trim()
    .min(1, { error: MESSAGES.support.subjectRequired })
    .max(SUPPORT_SUBJECT_MAX, { error: MESSAGES.support.subjectTooLong }),
  message: z
    .string({ error: MESSAGES.support.messageTooShort })
    .trim()
    .min(SUPPORT_MESSAGE_MIN, { error: MESSAGES.support.messageTooShort })
    .max(SUPPORT_MESSAGE_MAX, { error: MESSAGES.support.messageTooLong }),
  priority: z
    .enum(SUPPORT_PRIORITIES, { error: MESSAGES.support.invalidPriority })
    .default(DEFAULT_SUPPORT_PRIORITY),
});
export type SupportRequestInput = z.infer<typeof supportRequestSchema>;

export const SUPPORT_STATUSES = ['open', 'resolved'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** admin.supportRequests: newest first, optionally only open or only resolved ones. */
export const supportListQuerySchema = z
  .object({
    status: z.enum(SUPPORT_STATUSES, { error: MESSAGES.support.invalidStatus }).optional(),
    cursor: z
      .string({ error: MESSAGES.admin.invalidCursor })
      .max(500, { error: MESSAGES.admin.invalidCursor })
      .optional(),
    limit: z
      .number({ error: MESSAGES.admin.pageSizeRange })
      .int({ error: MESSAGES.admin.pageSizeRange })
      .min(1, { error: MESSAGES.admin.pageSizeRange })
      .max(ADMIN_PAGE_SIZE_MAX, { error: MESSAGES.admin.pageSizeRange })
      .optional(),
  })
  .prefault({});
export type SupportListQuery = z.infer<typeof supportListQuerySchema>;

/** A support request named by id; an unknown (or malformed) id answers 404. */
export const supportRequestIdSchema = z.object({ id: idSchema({ notFound: MESSAGES.support.notFound }) });
export type SupportRequestIdInput = z.infer<typeof supportRequestIdSchema>;

/** A support request as its sender gets it back. */
export interface SupportRequestOut {
  id: string;
  subject: string;
  message: string;
  priority: SupportPriority;
  status: SupportStatus;
  createdAt: string;
  resolvedAt: string | null;
}

/** A support request in the admin list: with its sender and, once resolved, who resolved it. */
export interface AdminSupportRequest extends SupportRequestOut {
  user: AdminPerson;
  resolvedBy: AdminPerson | null;
}

export interface AdminSupportRequestsPage {
  requests: AdminSupportRequest[];
  nextCursor: string | null;
  pageSize: number;
}
