/* eslint-disable @typescript-eslint/no-explicit-any */
import { type Kysely, sql } from 'kysely';

// Frozen once landed: never edit; add a new migration instead.
// Enums and limits the API already enforces (packages/validation) become database CHECKs too:
// - users.preferred_tone in PREFERRED_TONES, users.time_horizon in TIME_HORIZONS (NULL allowed);
// - users.email at most EMAIL_MAX (254) characters;
// - memories.content at most MEMORY_TEXT_MAX (300) characters;
// - chat_sessions.key_insights and action_items JSON arrays (both columns are NOT NULL).
// Rows that would break a check are repaired first where that loses nothing that could be used: an unknown tone
// or horizon becomes NULL (a known one written in another case is normalised), a longer memory is cut to 300
// characters, a non-array insights/action list becomes []. An email over 254 characters cannot be repaired
// (it is a login), so the migration stops with a clear error instead.

const TONES = ['direct', 'supportive', 'analytical'] as const;
const HORIZONS = ['30 days', '90 days', '6 months', '1 year'] as const;
const EMAIL_MAX = 254;
const MEMORY_TEXT_MAX = 300;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql.lit(v)),
    sql`, `,
  );

export async function up(db: Kysely<any>): Promise<void> {
  const longEmails = await sql<{ n: number | string }>`
    select count(*) as n from users where length(email) > ${sql.lit(EMAIL_MAX)}`.execute(db);
  const n = Number(longEmails.rows[0]?.n ?? 0);
  if (n > 0) {
    throw new Error(
      `Migration enum-and-length-checks: ${n} user(s) have an email longer than ${EMAIL_MAX} characters; ` +
        'change or remove them, then migrate again.',
    );
  }

  await sql`update users set preferred_tone = lower(btrim(preferred_tone))
    where preferred_tone is not null and lower(btrim(preferred_tone)) in (${list(TONES)})
      and preferred_tone <> lower(btrim(preferred_tone))`.execute(db);
  await sql`update users set preferred_tone = null
    where preferred_tone is not null and preferred_tone not in (${list(TONES)})`.execute(db);
  await sql`update users set time_horizon = lower(btrim(time_horizon))
    where time_horizon is not null and lower(btrim(time_horizon)) in (${list(HORIZONS)})
      and time_horizon <> lower(btrim(time_horizon))`.execute(db);
  await sql`update users set time_horizon = null
    where time_horizon is not null and time_horizon not in (${list(HORIZONS)})`.execute(db);
  await sql`update memories set content = left(content, ${sql.lit(MEMORY_TEXT_MAX)})
    where length(content) > ${sql.lit(MEMORY_TEXT_MAX)}`.execute(db);
  await sql`update chat_sessions set key_insights = '[]'::jsonb
    where jsonb_typeof(key_insights) <> 'array'`.execute(db);
  await sql`update chat_sessions set action_items = '[]'::jsonb
    where jsonb_typeof(action_items) <> 'array'`.execute(db);

  await db.schema
    .alterTable('users')
    .addCheckConstraint('users_preferred_tone_valid', sql`preferred_tone in (${list(TONES)})`)
    .execute();
  await db.schema
    .alterTable('users')
    .addCheckConstraint('users_time_horizon_valid', sql`time_horizon in (${list(HORIZONS)})`)
    .execute();
  await db.schema
    .alterTable('users')
    .addCheckConstraint('users_email_max_length', sql`length(email) <= ${sql.lit(EMAIL_MAX)}`)
    .execute();
  await db.schema
    .alterTable('memories')
    .addCheckConstraint('memories_content_max_length', sql`length(content) <= ${sql.lit(MEMORY_TEXT_MAX)}`)
    .execute();
  await db.schema
    .alterTable('chat_sessions')
    .addCheckConstraint('chat_sessions_key_insights_array', sql`jsonb_typeof(key_insights) = 'array'`)
    .execute();
  await db.schema
    .alterTable('chat_sessions')
    .addCheckConstraint('chat_sessions_action_items_array', sql`jsonb_typeof(action_items) = 'array'`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, constraint] of [
    ['chat_sessions', 'chat_sessions_action_items_array'],
    ['chat_sessions', 'chat_sessions_key_insights_array'],
    ['memories', 'memories_content_max_length'],
    ['users', 'users_email_max_length'],
    ['users', 'users_time_horizon_valid'],
    ['users', 'users_preferred_tone_valid'],
  ] as const) {
    await db.schema.alterTable(table).dropConstraint(constraint).ifExists().execute();
  }
}
