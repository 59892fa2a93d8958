import type { GeneratedTimestamp, Timestamp } from './columns';

// The calendar feed: one private ICS address per person, kept as the hash of its secret.

export interface CalendarFeedsTable {
  /** One feed per person: the user is the key. */
  userId: string;
  /** SHA-256 (hex) of the address's secret; the secret itself is never stored. */
  tokenHash: string;
  /** When the current address was made (a rotation makes a new one). */
  createdAt: GeneratedTimestamp;
  /** When a calendar app last fetched it (written at most every few minutes); null: never. */
  lastFetchedAt: Timestamp | null;
}
