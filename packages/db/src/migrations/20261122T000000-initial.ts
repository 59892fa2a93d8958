/* eslint-disable @typescript-eslint/no-explicit-any */
import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';

// Frozen once landed: never edit; add a new migration instead.

export async function up(db: Kysely<any>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) => col.primaryKey().defaultTo(sql`gen_random_uuid()`);
  const now = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(sql`now()`);

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', id)
    .addColumn('email', 'text', (c) =>
      c.notNull().check(sql`email = lower(email) and length(email) between 3 and 320`),
    )
    .addColumn('first_name', 'text', (c) => c.check(sql`length(first_name) <= 100`))
    .addColumn('last_name', 'text', (c) => c.check(sql`length(last_name) <= 100`))
    .addColumn('profile_image_url', 'text')
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .addColumn('primary_goal', 'text', (c) => c.check(sql`length(primary_goal) <= 500`))
    .addColumn('preferred_mentor_type', 'text', (c) =>
      c.check(sql`preferred_mentor_type in ('founder', 'career', 'life')`),
    )
    .addColumn('time_horizon', 'text')
    .addColumn('goal_description', 'text', (c) => c.check(sql`length(goal_description) <= 1000`))
    .addColumn('preferred_tone', 'text')
    .addColumn('subscription_tier', 'text', (c) =>
      c
        .notNull()
        .defaultTo('starter')
        .check(sql`subscription_tier in ('starter', 'pro', 'founder')`),
    )
    .addColumn('subscription_status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('sessions_this_month', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`sessions_this_month >= 0`),
    )
    .addColumn('sessions_month', 'text', (c) => c.check(sql`sessions_month ~ '^\\d{4}-\\d{2}-01$'`))
    .addColumn('sessions_limit', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(5)
        .check(sql`sessions_limit >= -1`),
    )
    .addColumn('trial_started_at', 'timestamptz')
    .addColumn('trial_ends_at', 'timestamptz')
    .addColumn('payment_customer_id', 'text')
    .addColumn('payment_subscription_id', 'text')
    .addColumn('payment_price_id', 'text')
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_active_at', 'timestamptz')
    .addColumn('total_minutes_used', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`total_minutes_used >= 0`),
    )
    .addColumn('memory_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('users_email_unique').on('users').column('email').unique().execute();
  await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();

  await db.schema
    .createTable('login_sessions')
    .addColumn('sid', 'text', (c) => c.primaryKey())
    .addColumn('sess', 'jsonb', (c) => c.notNull())
    .addColumn('expire', 'timestamptz', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('login_sessions_expire_idx').on('login_sessions').column('expire').execute();
  await db.schema.createIndex('login_sessions_user_idx').on('login_sessions').column('user_id').execute();

  await db.schema
    .createTable('password_credentials')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', now)
    .execute();

  await db.schema
    .createTable('oidc_identities')
    .addColumn('id', 'uuid', id)
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', now)
    .addUniqueConstraint('oidc_identities_issuer_subject_unique', ['issuer', 'subject'])
    .execute();
  await db.schema.createIndex('oidc_identities_user_idx').on('oidc_identities').column('user_id').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'uuid', id)
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', now)
    .execute();
  await db.schema
    .createIndex('login_failures_email_idx')
    .on('login_failures')
    .columns(['email', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_failures_ip_idx')
    .on('login_failures')
    .columns(['ip', 'created_at'])
    .execute();

  await db.schema
    .createTable('mentors')
    .addColumn('id', 'uuid', id)
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(name) > 0`))
    .addColumn('type', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`type in ('founder', 'career', 'life')`),
    )
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('system_prompt', 'text', (c) => c.notNull().check(sql`length(system_prompt) > 0`))
    .addColumn('created_at', 'timestamptz', now)
    .execute();

  await db.schema
    .createTable('goals')
    .addColumn('id', 'uuid', id)
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull().check(sql`length(title) between 1 and 200`))
    .addColumn('description', 'text', (c) =>
      c
        .notNull()
        .defaultTo('')
        .check(sql`length(description) <= 1000`),
    )
    .addColumn('category', 'text', (c) =>
      c
        .notNull()
        .defaultTo('career')
        .check(sql`category in ('career', 'business', 'life', 'other')`),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'completed')`),
    )
    .addColumn('progress', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`progress between 0 and 100`),
    )
    .addColumn('target_date', 'timestamptz')
    .addColumn('milestones', 'jsonb', (c) =>
      c
        .notNull()
        .defaultTo(sql`'[]'::jsonb`)
        .check(sql`jsonb_typeof(milestones) = 'array'`),
    )
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .addCheckConstraint('goals_completed_at_full', sql`status <> 'completed' or progress = 100`)
    .execute();
  await db.schema.createIndex('goals_user_idx').on('goals').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('chat_sessions')
    .addColumn('id', 'uuid', id)
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mentor_id', 'uuid', (c) => c.notNull().references('mentors.id'))
    .addColumn('goal_id', 'uuid', (c) => c.references('goals.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull().check(sql`length(title) between 1 and 200`))
    .addColumn('summary', 'text')
    .addColumn('key_insights', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('action_items', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('duration', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`duration >= 0`),
    )
    .addColumn('started_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  await db.schema
    .createIndex('chat_sessions_user_idx')
    .on('chat_sessions')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('chat_sessions_goal_idx').on('chat_sessions').column('goal_id').execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'uuid', id)
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('chat_sessions.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('user', 'assistant')`))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('timestamp', 'timestamptz', now)
    .execute();
  await db.schema
    .createIndex('messages_session_idx')
    .on('messages')
    .columns(['session_id', 'timestamp'])
    .execute();

  await db.schema
    .createTable('session_summaries')
    .addColumn('id', 'uuid', id)
    .addColumn('session_id', 'uuid', (c) =>
      c.notNull().unique().references('chat_sessions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('key_insights', 'jsonb', (c) =>
      c
        .notNull()
        .defaultTo(sql`'[]'::jsonb`)
        .check(sql`jsonb_typeof(key_insights) = 'array'`),
    )
    .addColumn('action_items', 'jsonb', (c) =>
      c
        .notNull()
        .defaultTo(sql`'[]'::jsonb`)
        .check(sql`jsonb_typeof(action_items) = 'array'`),
    )
    .addColumn('sentiment', 'text', (c) => c.notNull().defaultTo('neutral'))
    .addColumn('progress_made', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('next_steps', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  await db.schema
    .createIndex('session_summaries_user_idx')
    .on('session_summaries')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('inspiration_items')
    .addColumn('id', 'uuid', id)
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull().check(sql`length(text) between 1 and 1000`))
    .addColumn('tag', 'text', (c) => c.notNull().check(sql`tag in ('Idea', 'Event', 'Goal', 'Note')`))
    .addColumn('position', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`position >= 0`),
    )
    .addColumn('steps', 'jsonb', (c) => c.check(sql`steps is null or jsonb_typeof(steps) = 'array'`))
    .addColumn('due_date', 'text', (c) => c.check(sql`due_date ~ '^\\d{4}-\\d{2}-\\d{2}$'`))
    .addColumn('priority', 'text', (c) => c.check(sql`priority in ('None', 'Low', 'Medium', 'High')`))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  await db.schema
    .createIndex('inspiration_items_user_idx')
    .on('inspiration_items')
    .columns(['user_id', 'position'])
    .execute();

  await db.schema
    .createTable('memories')
    .addColumn('id', 'uuid', id)
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source_session_id', 'uuid', (c) => c.references('chat_sessions.id').onDelete('set null'))
    .addColumn('content', 'text', (c) => c.notNull().check(sql`length(content) between 1 and 1000`))
    .addColumn('created_at', 'timestamptz', now)
    .execute();
  await sql`alter table memories add column search tsvector generated always as (to_tsvector('english', content)) stored`.execute(
    db,
  );
  await db.schema
    .createIndex('memories_user_idx')
    .on('memories')
    .columns(['user_id', 'created_at'])
    .execute();
  await sql`create index memories_search_idx on memories using gin (search)`.execute(db);

  await db.schema
    .createTable('ai_usage')
    .addColumn('id', 'uuid', id)
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'uuid', (c) => c.references('chat_sessions.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('chat', 'summary', 'memory', 'transcription', 'speech')`),
    )
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('input_tokens', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`input_tokens >= 0`),
    )
    .addColumn('output_tokens', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`output_tokens >= 0`),
    )
    .addColumn('audio_seconds', 'double precision', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`audio_seconds >= 0`),
    )
    .addColumn('cost_usd', 'double precision', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`cost_usd >= 0`),
    )
    .addColumn('created_at', 'timestamptz', now)
    .execute();
  await db.schema.createIndex('ai_usage_created_idx').on('ai_usage').column('created_at').execute();
  await db.schema
    .createIndex('ai_usage_user_idx')
    .on('ai_usage')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'ai_usage',
    'memories',
    'inspiration_items',
    'session_summaries',
    'messages',
    'chat_sessions',
    'goals',
    'mentors',
    'login_failures',
    'oidc_identities',
    'password_credentials',
    'login_sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
