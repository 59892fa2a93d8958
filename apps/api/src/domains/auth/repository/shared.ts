import type { Database, DB, Transaction } from '@mentor/db';

/** The app's database or one of its transactions: every query here runs on either. */
export type Db = Database | Transaction<DB>;
