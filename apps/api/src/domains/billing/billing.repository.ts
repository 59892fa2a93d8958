import type { Database, DB, NewBillingEvent, Transaction } from '@mentor/db';

type Db = Database | Transaction<DB>;

/** Whether the event was applied before (a repeated delivery). */
export async function hasEvent(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('billingEvents').select('id').where('id', '=', id).executeTakeFirst();
  return Boolean(row);
}

/**
 * Records an event as applied; false when it already was. Inside the applying transaction, a concurrent delivery
 * of the same event waits here until the first commits, then finds it recorded.
 */
export async function recordEvent(trx: Transaction<DB>, event: NewBillingEvent): Promise<boolean> {
  const inserted = await trx
    .insertInto('billingEvents')
    .values(event)
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(inserted);
}

/** The user a subscription belongs to, when an event for it was applied before. */
export async function findSubscriptionUserId(db: Db, subscriptionId: string): Promise<string | null> {
  const row = await db
    .selectFrom('billingSubscriptions')
    .select('userId')
    .where('id', '=', subscriptionId)
    .executeTakeFirst();
  return row?.userId ?? null;
}

/**
 * The subscription's bookkeeping row, created when new and locked until the transaction ends, so events for one
 * subscription are applied one at a time and in the provider's order.
 */
export async function lockSubscription(
  trx: Transaction<DB>,
  subscriptionId: string,
  userId: string,
): Promise<{ lastEventAt: Date; status: string | null }> {
  await trx
    .insertInto('billingSubscriptions')
    .values({ id: subscriptionId, userId, lastEventAt: new Date(0) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return trx
    .selectFrom('billingSubscriptions')
    .select(['lastEventAt', 'status'])
    .where('id', '=', subscriptionId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function saveSubscription(
  trx: Transaction<DB>,
  subscriptionId: string,
  patch: { userId: string; lastEventAt: Date; status: string },
  now: Date,
): Promise<void> {
  await trx
    .updateTable('billingSubscriptions')
    .set({ ...patch, updatedAt: now })
    .where('id', '=', subscriptionId)
    .execute();
}
