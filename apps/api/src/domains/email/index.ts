// The email domain's public surface: queueing mail (the outbox and its delivery job), unsubscribe links, and the
// admin outbox. The scheduler of the session summary and weekly check-in mails is a use-case (use-cases/).
export { deliverOutboxMessage, NotReadyError, type EmailJobDeps, type ForeignPayload } from './email.jobs';
export type { EmailContent } from './templates';
export { DELIVER_JOB, keptSecret, listOutbox, outboxMessage, queueEmail } from './email.service';
export { createMailTransport } from './transport';
