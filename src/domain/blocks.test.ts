import { describe, expect, it } from 'vitest';
import { BLOCK_MAX, blockRefusal, blockScopeOf, isBlockedAuthor } from './blocks';
import { canBlock } from './content/permissions';

describe('blocks', () => {
  it('refuses blocking oneself and past the limit', () => {
    expect(blockRefusal(1, 2, 0)).toBeNull();
    expect(blockRefusal(1, 1, 0)).toBe('self');
    expect(blockRefusal(1, 2, BLOCK_MAX - 1)).toBeNull();
    expect(blockRefusal(1, 2, BLOCK_MAX)).toBe('limit');
    // Oneself is said first, whatever the count.
    expect(blockRefusal(3, 3, BLOCK_MAX)).toBe('self');
  });

  it('judges a named author by named blocks and an anonymous one by anonymous blocks, never across', () => {
    const blocked = { named: new Set([5]), anonymous: new Set([7]) };
    expect(blockScopeOf(false)).toBe('named');
    expect(blockScopeOf(true)).toBe('anonymous');
    expect(isBlockedAuthor(blocked, 5, false)).toBe(true);
    expect(isBlockedAuthor(blocked, 5, true)).toBe(false);
    expect(isBlockedAuthor(blocked, 7, true)).toBe(true);
    expect(isBlockedAuthor(blocked, 7, false)).toBe(false);
    expect(isBlockedAuthor(blocked, 9, false)).toBe(false);
    // No blocks (a visitor), or no author (what an anonymous item sends the browser).
    expect(isBlockedAuthor(undefined, 5, false)).toBe(false);
    expect(isBlockedAuthor(blocked, null, true)).toBe(false);
  });

  it('offers a block to a member on someone else’s item or profile, never to visitors, the author or moderators', () => {
    const member = { id: 1, role: 'USER' } as const;
    expect(canBlock(member, { authorId: 2 })).toBe(true);
    // An anonymous item: no author id in the browser, only `mine`.
    expect(canBlock(member, { authorId: null, mine: false })).toBe(true);
    expect(canBlock(member, { authorId: null, mine: true })).toBe(false);
    expect(canBlock(member, { authorId: 1 })).toBe(false);
    expect(canBlock(null, { authorId: 2 })).toBe(false);
    expect(canBlock({ id: 1, role: 'EDITOR' }, { authorId: 2 })).toBe(true);
    expect(canBlock({ id: 1, role: 'MODERATOR' }, { authorId: 2 })).toBe(false);
    expect(canBlock({ id: 1, role: 'ADMIN' }, { authorId: 2 })).toBe(false);
  });
});
