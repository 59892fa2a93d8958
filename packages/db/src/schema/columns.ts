import type { ColumnType } from 'kysely';

/** A timestamptz column: written as Date or ISO string, read as Date. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A jsonb column holding T (written as the JSON string or the value). */
export type Json<T> = ColumnType<T, T | string, T | string>;
/** A jsonb column with a database default. */
export type JsonWithDefault<T> = ColumnType<T, T | string | undefined, T | string>;
