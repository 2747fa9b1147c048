import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorText } from './error-text';

const RUNS = { numRuns: 300 } as const;
const GENERIC = '오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

describe('errorText', () => {
  it('prefers the first reason, then detailedMessage, then message', () => {
    const body = {
      message: '잘못된 요청',
      detailedMessage: '상세 메시지',
      errors: [
        { field: 'email', reason: '이메일이 올바르지 않습니다.' },
        { field: 'x', reason: '둘째' },
      ],
    };
    expect(errorText(body)).toBe('이메일이 올바르지 않습니다.');
    expect(errorText({ ...body, errors: [] })).toBe('상세 메시지');
    expect(errorText({ message: '잘못된 요청', detailedMessage: '' })).toBe('잘못된 요청');
    expect(errorText({ errors: [{ field: 'a' }, { field: 'b', reason: '둘째' }] })).toBe('둘째');
  });

  it('falls back to the generic Korean error', () => {
    for (const body of [
      undefined,
      null,
      42,
      'boom',
      [],
      {},
      { message: '   ' },
      { message: 3 },
      { errors: 'x' },
    ]) {
      expect(errorText(body)).toBe(GENERIC);
    }
  });

  it('translates the English server messages of the spec', () => {
    expect(errorText({ message: 'Cannot Like Own Comment' })).toBe(
      '자신의 댓글에는 좋아요를 누를 수 없습니다.',
    );
    expect(errorText({ message: 'Only one consultation per day to the same user' })).toContain(
      '하루에 한 번',
    );
    expect(errorText({ message: 'toString' })).toBe('toString');
  });

  it('survives a throwing getter', () => {
    const hostile = Object.defineProperty({}, 'message', {
      get() {
        throw new Error('no');
      },
    });
    expect(errorText(hostile)).toBe(GENERIC);
  });

  it('never throws and never returns empty text for any input', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        const text = errorText(body);
        expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
      }),
      RUNS,
    );
  });

  it('follows the order for any strings', () => {
    const field = fc.option(
      fc.string({ minLength: 1 }).filter((s) => s.trim() !== '' && s.trim() === s),
      {
        nil: undefined,
      },
    );
    fc.assert(
      fc.property(field, field, field, (reason, detailedMessage, message) => {
        const body = {
          message,
          detailedMessage,
          errors: reason === undefined ? [] : [{ field: 'f', reason }],
        };
        const expected = reason ?? detailedMessage ?? message;
        const text = errorText(body);
        if (expected === undefined) expect(text).toBe(GENERIC);
        else if (!['Cannot Like Own Comment', 'Cannot Like Own Article', 'Unauthorized'].includes(expected))
          expect(text).toBe(expected);
      }),
      RUNS,
    );
  });
});
