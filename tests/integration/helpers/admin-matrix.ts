import type { Operation } from '../../../src/contract/operation';
import type { Role } from '../../../src/domain/role';

/** Who calls in the authorization matrix: a visitor, a member, the author (the member acted upon), staff. */
export type MatrixCaller = 'visitor' | 'member' | 'author' | 'MODERATOR' | 'ADMIN';
export const MATRIX_CALLERS: readonly MatrixCaller[] = ['visitor', 'member', 'author', 'MODERATOR', 'ADMIN'];

/** What a row may use to build its request: the fresh cast of one case. */
export type MatrixCast = {
  /** The member whom the action is on: "author" in the matrix. */
  readonly author: { readonly id: number; readonly role: Role };
};

/**
 * One admin mutation of the matrix: the operation, how to call it on the cast, and the callers allowed.
 * Every other caller must be refused (401 for a visitor, 403 or 404 otherwise). Work adding an admin
 * mutation (the moderation queue, 임시조치) appends its rows to ADMIN_MUTATION_ROWS.
 */
export type MatrixRow = {
  readonly name: string;
  readonly op: Operation;
  readonly path: (cast: MatrixCast) => string;
  readonly body?: (cast: MatrixCast) => unknown;
  /** Puts the cast in the state the operation needs (a suspension to lift...), run as ADMIN. */
  readonly prepare?: (
    cast: MatrixCast,
    asAdmin: (method: string, path: string, json?: unknown) => Promise<Response>,
  ) => Promise<void>;
  readonly allowed: readonly MatrixCaller[];
};

export const ADMIN_MUTATION_ROWS: MatrixRow[] = [];
