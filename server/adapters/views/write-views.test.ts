import { describe, expect, it } from 'vitest';
import { distinctEvents } from './write-views';

const at = new Date('2026-03-01T00:00:00Z');

describe('a batch of views for one statement', () => {
  it('keeps no (item, key) pair twice: a later event naming one would not count anyway', () => {
    const events = [
      { id: 1, keys: ['a:x', 'c:1'], at },
      { id: 1, keys: ['a:x', 'c:2'], at },
      { id: 2, keys: ['a:x', 'c:2'], at },
      { id: 1, keys: ['u:5', 'u:5'], at },
      { id: 3, keys: [], at },
    ];
    expect(distinctEvents(events).map((e) => [e.id, e.keys])).toEqual([
      [1, ['a:x', 'c:1']],
      [2, ['a:x', 'c:2']],
      [1, ['u:5']],
    ]);
  });
});
