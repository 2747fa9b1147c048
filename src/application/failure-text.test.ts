import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_TEXT, SERVER_MESSAGE_TEXT } from '../domain/text/errors';
import { apiErrorFromStatus, networkError } from './errors';
import { failureText } from './failure-text';
import { queryFailureText } from './query-client';

const FALLBACK = '저장하지 못했습니다.';

describe('failure texts are Korean', () => {
  it('shows the server’s Korean reason, or the Korean text of a message we know', () => {
    const reason = apiErrorFromStatus(409, {
      message: 'Conflict',
      errors: [{ field: 'name', reason: '이미 사용 중인 닉네임입니다.' }],
    });
    expect(failureText(reason, FALLBACK)).toBe('이미 사용 중인 닉네임입니다.');
    expect(failureText(apiErrorFromStatus(404, { message: 'User Not Found' }), FALLBACK)).toBe(
      SERVER_MESSAGE_TEXT['User Not Found'],
    );
  });

  it('never passes on an English message we have no text for', () => {
    const english = apiErrorFromStatus(500, { message: 'Internal Server Error' });
    expect(failureText(english, FALLBACK)).toBe(FALLBACK);
    expect(queryFailureText(english)).toBe(GENERIC_ERROR_TEXT);
    expect(failureText(networkError(), FALLBACK)).toBe(FALLBACK);
  });
});
