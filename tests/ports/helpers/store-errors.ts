import { Effect } from 'effect';
import { expect } from 'vitest';
import { type UniqueKey, UniqueViolation } from '../../../server/ports/store-errors';

/** The typed error an effect fails with; rejects when it succeeds or dies instead (a defect is no answer). */
export const failureOf = <E>(effect: Effect.Effect<unknown, E>): Promise<E> =>
  Effect.runPromise(Effect.flip(effect));

/** Asserts that a store refused a write with the UniqueViolation of `key`, on the error channel. */
export const expectUniqueViolation = async (effect: Effect.Effect<unknown, unknown>, key: UniqueKey) => {
  const error = await failureOf(effect);
  expect(error).toBeInstanceOf(UniqueViolation);
  expect(error).toEqual(new UniqueViolation({ key }));
};
