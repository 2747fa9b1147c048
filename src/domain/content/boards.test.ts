import { describe, expect, it } from 'vitest';
import {
  BOARD_LABEL,
  BOARDS,
  boardOfParam,
  boardParamOf,
  DEFAULT_BOARD,
  isBoard,
  isBoardKind,
} from './boards';
import { CONTENT_KINDS, policyOf } from './policy';

const HANGUL = /[가-힣]/;

describe('boards, read from the content policy', () => {
  it('has the two boards with the anonymous board first, and it is the default', () => {
    expect(BOARDS).toEqual(['qna', 'post']);
    expect(DEFAULT_BOARD).toBe('qna');
    expect(HANGUL.test(BOARD_LABEL.qna) && HANGUL.test(BOARD_LABEL.post)).toBe(true);
  });

  it('a board is exactly a kind whose row has a board', () => {
    for (const kind of CONTENT_KINDS) expect(isBoardKind(kind)).toBe(policyOf(kind).board !== null);
    expect(CONTENT_KINDS.filter(isBoardKind)).toHaveLength(BOARDS.length);
  });

  it('maps a board to its query value and back; other values name no board', () => {
    for (const kind of BOARDS) {
      expect(boardOfParam(boardParamOf(kind))).toBe(kind);
      expect(isBoard(boardParamOf(kind))).toBe(true);
    }
    for (const value of ['article', '', 'QNA', 'toString', null, undefined]) {
      expect(boardOfParam(value)).toBeUndefined();
      expect(isBoard(value)).toBe(false);
    }
  });
});
