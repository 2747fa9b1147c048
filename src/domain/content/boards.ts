import { BOARD_TEXT } from '../text/catalog';
import { type BoardKind, type BoardParam, CONTENT_POLICIES, type ContentKind } from './policy';

export type { BoardKind, BoardParam } from './policy';

/** A board kind's `board` part of its row (every board kind has one). */
const boardOf = (kind: ContentKind) => CONTENT_POLICIES[kind].board as { param: BoardParam } | null;

export const isBoardKind = (kind: ContentKind): kind is BoardKind => !!boardOf(kind);

/**
 * The community page's boards: every kind whose policy row has a `board`, in the order of their tab
 * labels in the Korean catalog (BOARD_TEXT: the anonymous Q&A board first, the default; then the free
 * board). A kind's row decides whether it is a board; the catalog only orders the tabs.
 */
export const BOARDS = (Object.keys(BOARD_TEXT) as ContentKind[]).filter(isBoardKind);
export type Board = BoardKind;

/** The board the community page shows when the address names none (boards.test.ts: there is one). */
export const DEFAULT_BOARD = BOARDS[0] as BoardKind;

/** Each board's tab label, from the Korean catalog (a board kind without a label does not compile). */
export const BOARD_LABEL: Readonly<Record<BoardKind, string>> = BOARD_TEXT;

/** The `board` query value of a board. */
export const boardParamOf = (kind: BoardKind): BoardParam => (boardOf(kind) as { param: BoardParam }).param;

/** The board a `board` query value selects, or undefined when it selects none. */
export const boardOfParam = (param: string | null | undefined): BoardKind | undefined =>
  BOARDS.find((kind) => boardOf(kind)?.param === param);

/** Whether a value is a board's `board` query value (the board it names: `boardOfParam`). */
export const isBoard = (value: unknown): value is BoardParam =>
  typeof value === 'string' && boardOfParam(value) !== undefined;
