import type { Effect } from 'effect';
import type * as v from 'valibot';
import type { Operation } from '../../src/contract/operation';
import type { Viewer } from '../../src/domain/viewer';
import type { AppError } from '../application/errors';

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

/**
 * What a use case receives for one call of an operation, whatever the host (the Hono routes of the
 * server, the demo host's in-browser edge): the validated path, query and body, the actor the operation's
 * `auth` implies, and what only the host knows of the caller.
 */
export type RuleInput<Op extends Operation> = {
  readonly params: Out<Op['params']>;
  readonly query: Out<Op['query']>;
  readonly body: Out<Op['body']>;
  readonly actor: Op['auth'] extends 'required' ? NonNullable<Viewer> : Viewer;
  /** The keys a view is counted under (the user, or a visitor's address and cookie). */
  readonly viewerKeys: () => readonly string[];
  /** A multipart upload's file bytes (null: the form had none); only upload operations read it. */
  readonly upload: () => Promise<Uint8Array | null>;
};

export type RuleAnswer = Effect.Effect<unknown, AppError>;

/**
 * One operation bound to the use case that answers it: the single place that says which rule serves a
 * contract operation. Hosts check the caller and the input first (admission.ts, the contract schemas),
 * then run it and turn its success or tagged failure into the answer.
 */
export interface Binding<Op extends Operation = Operation> {
  readonly op: Op;
  readonly run: (input: RuleInput<Op>) => RuleAnswer | Promise<RuleAnswer>;
}

export const bind = <const Op extends Operation>(
  op: Op,
  run: (input: RuleInput<Op>) => RuleAnswer | Promise<RuleAnswer>,
): Binding => ({ op, run: run as Binding['run'] });
