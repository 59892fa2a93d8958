// The durable job queue: work after a response, in the app's own database (see job-queue.ts).
export { JobQueue, type JobInfo, type JobQueueOptions } from './job-queue';
export { enqueueJob, jobGroupsOf, jobStats, type NewJob } from './job-store';
