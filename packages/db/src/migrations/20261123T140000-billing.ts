/* eslint-disable @typescript-eslint/no-explicit-any */
import { type Kysely, sql } from 'kysely';

// Frozen once landed: never edit; add a new migration instead.
// Online payments (Stripe webhooks):
// - billing_events: every webhook event applied, by the provider's event id, so a repeated delivery changes
//   nothing (inserted in the transaction that applies the event);
// - billing_subscriptions: per provider subscription, its user, the provider's `created` time of the last event
//   applied to it (an older event arriving late is ignored) and the status it left (an ended subscription stays
//   ended);
// - users.payment_customer_id is looked up when a subscription event names only its customer.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('event_created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('processed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('billing_subscriptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_event_at', 'timestamptz', (col) => col.notNull())
    .addColumn('status', 'text')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('billing_subscriptions_user_id_idx')
    .on('billing_subscriptions')
    .column('user_id')
    .execute();

  await db.schema
    .createIndex('users_payment_customer_id_idx')
    .on('users')
    .column('payment_customer_id')
    .where(sql.ref('payment_customer_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_payment_customer_id_idx').ifExists().execute();
  await db.schema.dropTable('billing_subscriptions').ifExists().execute();
  await db.schema.dropTable('billing_events').ifExists().execute();
}
