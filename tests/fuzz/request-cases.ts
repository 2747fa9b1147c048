import fc from 'fast-check';
import { type Operation, takesBody } from '../../src/contract/operation';
import { type Body, type Case, keep, type Mutation, poolsOf } from './fuzz-case';
import {
  ACTOR,
  formBody,
  mutateForm,
  mutateHeaders,
  mutateJsonBody,
  mutateParams,
  mutateQuery,
  strayBody,
  weighted,
} from './mutations';
import { type Node, validOf } from './schema-arbitrary';

/**
 * One fuzz request of an operation, before the world fills its Refs: the actor, the path parameters, the
 * query and the body, each from the contract's schemas. Most cases change one thing of an otherwise valid
 * request (mutations.ts), so every check of the route is reached, not only the first.
 */

/** Every case of an operation: a valid request, then at most one thing changed. */
export const casesOf = (op: Operation): fc.Arbitrary<Case> => {
  const pools = poolsOf(op);
  const validParams = op.params ? validOf(op.params as Node, pools) : fc.constant({});
  const validQuery = op.query ? validOf(op.query as Node, pools) : fc.constant({});
  const validBody: fc.Arbitrary<Body> = op.multipart
    ? formBody(op)
    : op.body
      ? validOf(op.body as Node, pools).map((value) => ({ kind: 'json' as const, value }))
      : fc.constant({ kind: 'none' as const });
  const bodyMutation = op.multipart ? mutateForm(op) : op.body ? mutateJsonBody(op) : strayBody(op);
  const params = mutateParams(op);
  const query = mutateQuery(op);
  const mutation = weighted<Mutation>(
    [7, fc.constant(keep)],
    [params ? 2 : 0, params ?? fc.constant(keep)],
    [op.query ? 3 : 1, query],
    [bodyMutation ? (takesBody(op) ? 6 : 1) : 0, bodyMutation ?? fc.constant(keep)],
    [1, mutateHeaders],
  );
  return fc
    .record({
      actor: ACTOR,
      forged: fc.nat(),
      params: validParams,
      query: validQuery,
      body: validBody,
      mutation,
    })
    .map(({ mutation: change, ...valid }) =>
      change({
        label: 'valid',
        actor: valid.actor,
        forged: valid.forged,
        params: valid.params as Record<string, unknown>,
        query: Object.entries(valid.query as Record<string, unknown>),
        body: valid.body,
        headers: {},
      }),
    );
};
