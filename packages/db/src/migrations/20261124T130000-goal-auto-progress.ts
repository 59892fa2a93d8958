/* eslint-disable @typescript-eslint/no-explicit-any */
import { type Kysely, sql } from 'kysely';

// Frozen once landed: never edit; add a new migration instead.
// Goal progress from sessions: after the summary of a goal-linked session, the goal's progress follows the
// summary's estimate. The latest such change is recorded on the goal so it can be shown and undone:
// - auto_progress_from / auto_progress_to: the progress before and after the change;
// - auto_progress_session_id: the session whose summary made it (set null when the session is deleted);
// - auto_progress_at: when it was made;
// - auto_progress_milestone_ids: the ids of the milestones it ticked (jsonb array of strings);
// - auto_progress_undone_at: set when the person undid it (the same session's estimate is then not applied
//   again up to auto_progress_to). Any other change to the goal clears the record.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('goals')
    .addColumn('auto_progress_from', 'integer', (c) => c.check(sql`auto_progress_from between 0 and 100`))
    .addColumn('auto_progress_to', 'integer', (c) => c.check(sql`auto_progress_to between 0 and 100`))
    .addColumn('auto_progress_session_id', 'uuid', (c) =>
      c.references('chat_sessions.id').onDelete('set null'),
    )
    .addColumn('auto_progress_at', 'timestamptz')
    .addColumn('auto_progress_milestone_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('auto_progress_undone_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('goals')
    .dropColumn('auto_progress_undone_at')
    .dropColumn('auto_progress_milestone_ids')
    .dropColumn('auto_progress_at')
    .dropColumn('auto_progress_session_id')
    .dropColumn('auto_progress_to')
    .dropColumn('auto_progress_from')
    .execute();
}
