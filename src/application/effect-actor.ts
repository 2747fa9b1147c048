import { Effect } from 'effect';
import { fromPromise } from 'xstate';

/**
 * Turns an Effect-returning port call into an XState promise actor. The Effect runs with the
 * actor's AbortSignal, so stopping the actor (leaving its state) interrupts the call and aborts
 * its fetch. A failure rejects with the typed error itself (an ApiError for ports).
 *
 * A call interrupted by its actor's stop answers nothing: the stopped actor hears nothing anyway, and
 * an actor stopped and started again from its snapshot (React's StrictMode remount, @xstate/react's
 * rehydration) runs the call anew instead of taking the interruption for the call's failure.
 */
export const fromEffect = <Output, Input = void, E = unknown>(
  fn: (input: Input) => Effect.Effect<Output, E>,
) =>
  fromPromise<Output, Input>(({ input, signal }) =>
    Effect.runPromise(fn(input), { signal }).catch((error: unknown) => {
      if (signal.aborted) return new Promise<never>(() => undefined);
      throw error;
    }),
  );
