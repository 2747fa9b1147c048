import {
  type BoardKind,
  type BoardParam,
  CONTENT_KINDS,
  CONTENT_POLICIES,
  type ContentKind,
  policyOf,
} from './policy';

export type { BoardKind, BoardParam } from './policy';

/**
 * The community page's boards, read from the policy rows: every kind with a `board`, in tab order
 * (the anonymous Q&A board first, the default; then the free board).
 */

const boardOf = (kind: ContentKind) => CONTENT_POLICIES[kind].board;

export const isBoardKind = (kind: ContentKind): kind is BoardKind => boardOf(kind) !== null;

export const BOARDS: readonly BoardKind[] = CONTENT_KINDS.filter(isBoardKind).sort(
  (a, b) => (boardOf(a)?.tab ?? 0) - (boardOf(b)?.tab ?? 0),
);
export type Board = BoardKind;

const first = BOARDS[0];
if (first === undefined) throw new Error('no content kind is a board');
/** The board the community page shows when the address names none. */
export const DEFAULT_BOARD: BoardKind = first;

/** Each board's tab label (its row's `board.label`). */
export const BOARD_LABEL = Object.fromEntries(
  BOARDS.map((kind) => [kind, boardOf(kind)?.label ?? '']),
) as Readonly<Record<BoardKind, string>>;

/** The `board` query value of a board. */
export const boardParamOf = (kind: BoardKind): BoardParam => {
  const board = policyOf(kind).board;
  if (board === null) throw new Error(`content kind ${kind} has no board`);
  return board.param as BoardParam;
};

/** The board a `board` query value selects, or null when it selects none. */
export const boardOfParam = (param: string | null | undefined): BoardKind | null =>
  BOARDS.find((kind) => boardOf(kind)?.param === param) ?? null;

/** Whether a value is a board's `board` query value (the board it names: `boardOfParam`). */
export const isBoard = (value: unknown): value is BoardParam =>
  typeof value === 'string' && boardOfParam(value) !== null;
