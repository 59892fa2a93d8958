/* eslint-disable @typescript-eslint/no-explicit-any */
import { type Kysely, sql } from 'kysely';

// Frozen once landed: never edit; add a new migration instead.
// The durable job queue (apps/api/src/lib/jobs) and the reply lease of a chat session.
// - jobs: work that follows a response (a session's title, summary, memories; email later). `key` is unique: a job
//   enqueued twice for the same thing (a retried request, a duplicated event) exists once. `state` pending ->
//   running -> done, or back to pending with a later `run_at` after a failure (backoff), or failed after
//   `max_attempts`. A running job holds `locked_until` (its lease, renewed while it runs) and `locked_by` (the
//   claim's token); a job whose lease ran out (its process died) is claimed again. Jobs of one `group_key` (a
//   session) run one at a time. `user_id`: whose work it is (its payload may quote them); deleted with the account.
// - chat_reply_leases: one reply at a time per session (and a few per user) across app instances: a reply claims
//   its session with one conditional upsert (taken only when there is no row or its lease has expired) and deletes
//   it when the reply ends; a lease left by a crashed process expires by itself (renewed while the reply runs).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('group_key', 'text')
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`state in ('pending', 'running', 'done', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('locked_by', 'uuid')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The claim's scan: jobs still to run, by when they are due.
  await db.schema
    .createIndex('jobs_runnable_idx')
    .on('jobs')
    .columns(['run_at'])
    .where(sql.ref('state'), 'in', ['pending', 'running'])
    .execute();
  await db.schema
    .createIndex('jobs_group_running_idx')
    .on('jobs')
    .column('group_key')
    .where(sql.ref('state'), '=', 'running')
    .execute();
  await db.schema.createIndex('jobs_user_idx').on('jobs').column('user_id').execute();
  await db.schema.createIndex('jobs_finished_idx').on('jobs').columns(['state', 'updated_at']).execute();
  await db.schema
    .createTable('chat_reply_leases')
    .addColumn('session_id', 'uuid', (c) => c.primaryKey().references('chat_sessions.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lease_id', 'uuid', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_reply_leases_user_idx')
    .on('chat_reply_leases')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_reply_leases').execute();
  await db.schema.dropTable('jobs').execute();
}
