import { Data } from 'effect';

/**
 * The failures of a store a use case decides on, the same on every host (the Drizzle stores and the
 * memory stores of the demo). Every other storage failure is a defect: the edge answers it with 500 and
 * logs it.
 */

/**
 * The unique keys a store reports: `email` (users_email_key), `nickname` (users_nickname_key, on
 * lower(nickname)), `consultation-daily` (consultations_daily_key: one request per sender, recipient and
 * Seoul day).
 */
export type UniqueKey = 'email' | 'nickname' | 'consultation-daily';

/** A write refused because another row holds `key`: a concurrent request won the race, for example. */
export class UniqueViolation extends Data.TaggedError('UniqueViolation')<{ readonly key: UniqueKey }> {}

/** A UniqueViolation of one of the keys `K`: what a port method declares it may fail with. */
export type UniqueViolationOf<K extends UniqueKey> = UniqueViolation & { readonly key: K };

/** The UniqueViolation of `key`, typed with that key. */
export const uniqueViolation = <K extends UniqueKey>(key: K): UniqueViolationOf<K> =>
  new UniqueViolation({ key }) as UniqueViolationOf<K>;
