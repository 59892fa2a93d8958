/** Contact Support form (spec sections 3 and 5). */
import { z } from 'zod';
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN, SUPPORT_SUBJECT_MAX } from './constants';
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
