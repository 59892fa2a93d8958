// The email domain's public surface: queueing mail (the outbox and its delivery job), the scheduler of the session
// summary and weekly check-in mails, unsubscribe links, and the admin outbox.
export { registerEmailJobs } from './email.jobs';
export { runEmailSchedule } from './email.schedule';
export { listOutbox, outboxMessage, queueEmail } from './email.service';
export { createMailTransport } from './transport';
