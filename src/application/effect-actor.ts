import { Effect } from 'effect';
import { fromPromise } from 'xstate';

/**
 * Turns an Effect-returning port call into an XState promise actor. The Effect runs with the
 * actor's AbortSignal, so stopping the actor (leaving its state) interrupts the call and aborts
 * its fetch. A failure rejects with the typed error itself (an ApiError for ports).
 */
export const fromEffect = <Output, Input = void, E = unknown>(
  fn: (input: Input) => Effect.Effect<Output, E>,
) => fromPromise<Output, Input>(({ input, signal }) => Effect.runPromise(fn(input), { signal }));
