import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS, contentKindOf } from './policy';

describe('an unknown kind', () => {
  it('is a defect naming it from contentKindOf, never some kind by default', () => {
    for (const value of ['board', 'Article', '', 'toString', '__proto__']) {
      expect(() => contentKindOf(value)).toThrow(`unknown content kind: ${JSON.stringify(value)}`);
    }
    for (const kind of CONTENT_KINDS) expect(contentKindOf(kind)).toBe(kind);
  });
});
