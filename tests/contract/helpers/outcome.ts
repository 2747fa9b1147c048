import { Cause, Effect, Exit, Option } from 'effect';
import { DEMO_DATA, DEMO_USERS, demoRows } from '../../../content/demo';
import type { ApiError } from '../../../src/application/errors';
import { signUpBody } from '../../fixtures/new-member';
import type { Ports } from './sides';

/**
 * What a port call observably gave: its value, or its tagged error with the server's message and
 * field reasons (or a defect, for a call the port refuses to make).
 */
export type Outcome<A> =
  | { readonly ok: true; readonly value: A }
  | {
      readonly ok: false;
      readonly tag: ApiError['_tag'];
      readonly message: string | null;
      readonly errors: readonly { field: string; reason: string }[] | null;
    }
  | { readonly ok: false; readonly defect: true };

export const outcome = async <A>(effect: Effect.Effect<A, ApiError>): Promise<Outcome<A>> => {
  const exit = await Effect.runPromiseExit(effect);
  if (Exit.isSuccess(exit)) return { ok: true, value: exit.value };
  const error = Cause.findErrorOption(exit.cause);
  if (Option.isNone(error)) return { ok: false, defect: true };
  return {
    ok: false,
    tag: error.value._tag,
    message: error.value.body?.message ?? null,
    errors: error.value.body?.errors ?? null,
  };
};

export const run = <A>(effect: Effect.Effect<A, ApiError>): Promise<A> => Effect.runPromise(effect);

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * The value with every timestamp replaced: the two sides write new rows at slightly different
 * moments (seeded rows have equal times on both sides, but a case compares what it created too).
 */
export const timeless = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value), (_key, v: unknown) =>
    typeof v === 'string' && ISO.test(v) ? '<time>' : v,
  );

const ROWS = demoRows(DEMO_DATA, new Date());

/** The id the seed (and the fake store) gives a demo item. */
export const demoId = (key: string): number => {
  const row = ROWS.contents.find((c) => c.item.key === key);
  if (!row) throw new Error(`no demo item ${key}`);
  return row.id;
};

export const demoUserId = (key: string): number => {
  const row = ROWS.users.find((u) => u.user.key === key);
  if (!row) throw new Error(`no demo user ${key}`);
  return row.id;
};

/** Ids of the top-level demo comments on an item, oldest first. */
export const demoCommentIds = (key: string): number[] =>
  ROWS.comments.filter((c) => c.contentId === demoId(key) && c.parentId === null).map((c) => c.id);

/** Ids of the demo replies on an item. */
export const demoReplyIds = (key: string): number[] =>
  ROWS.comments.filter((c) => c.contentId === demoId(key) && c.parentId !== null).map((c) => c.id);

/** Signs the side in as a demo account (by its key in content/demo/users.ts). */
export const signInAs = async (p: Ports, key: string) => {
  const user = DEMO_USERS.find((u) => u.key === key);
  if (!user) throw new Error(`no demo user ${key}`);
  const { token } = await run(p.sessionApi.signIn({ email: user.email, password: 'kickoff-demo' }));
  p.tokens.set(token);
};

export const signOut = (p: Ports) => p.tokens.remove();

/** Signs up a new member and signs the side in as them. */
export const signUpAs = async (p: Ports, nickname: string) => {
  const { token } = await run(
    p.sessionApi.signUp(
      signUpBody({
        email: `${nickname.toLowerCase()}@contract.example`,
        password: 'contract-1234',
        nickname,
      }),
    ),
  );
  p.tokens.set(token);
  const profile = await run(p.sessionApi.profile());
  return profile.id;
};
