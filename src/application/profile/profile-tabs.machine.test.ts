import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { OWNER_ONLY_TABS, PROFILE_TABS } from '../../domain/profile';
import { pageOf, profileTabsMachine, type ProfileTabsInput } from './profile-tabs.machine';

const start = (input: Partial<ProfileTabsInput> = {}) =>
  createActor(profileTabsMachine, {
    input: { isOwner: false, role: 'USER', rawTab: null, ...input },
  }).start();

const keys = (actor: ReturnType<typeof start>) => actor.getSnapshot().context.sections.map((s) => s.key);

describe('profile tabs machine', () => {
  it('opens the tab the address names, the intro without one', () => {
    expect(start({ rawTab: 'userArticle' }).getSnapshot().context.tab).toBe('userArticle');
    expect(start({ rawTab: null }).getSnapshot().context.tab).toBe('intro');
    expect(start({ rawTab: 'nonsense' }).getSnapshot().context.tab).toBe('intro');
  });

  it('offers another viewer no counsel or drafts tab, even when the address asks for one', () => {
    for (const rawTab of OWNER_ONLY_TABS) {
      const actor = start({ rawTab });
      const { tabs, tab, sections } = actor.getSnapshot().context;
      expect(tabs).toEqual(['intro', 'userComment', 'userBoard', 'likeBoards', 'userArticle']);
      expect(tab).toBe('intro');
      expect(sections).toEqual([]);
    }
  });

  it('gives the owner all seven tabs and their own lists', () => {
    const actor = start({ isOwner: true, role: 'EDITOR', rawTab: 'drafts' });
    expect(actor.getSnapshot().context.tabs).toEqual(PROFILE_TABS);
    expect(keys(actor)).toEqual(['articleDrafts', 'postDrafts', 'qnaDrafts']);
    actor.send({ type: 'profile.address', rawTab: 'counsel' });
    expect(keys(actor)).toEqual(['received', 'sent']);
    actor.send({ type: 'profile.address', rawTab: 'userComment' });
    expect(keys(actor)).toEqual(['articleComments', 'postComments', 'qnaComments']);
  });

  it('shows others only the public lists (no anonymous Q&A items)', () => {
    const actor = start({ rawTab: 'likeBoards' });
    expect(keys(actor)).toEqual(['likedArticles', 'likedPosts']);
    actor.send({ type: 'profile.address', rawTab: 'userBoard' });
    expect(keys(actor)).toEqual(['posts']);
  });

  it('has no article drafts for a member who cannot write articles', () => {
    expect(keys(start({ isOwner: true, rawTab: 'drafts' }))).toEqual(['postDrafts', 'qnaDrafts']);
  });

  it('follows the session: an owner-only tab opens once the session shows the viewer owns it', () => {
    const actor = start({ rawTab: 'counsel' });
    expect(actor.getSnapshot().context.tab).toBe('intro');
    actor.send({ type: 'profile.viewer', isOwner: true, role: 'USER' });
    expect(actor.getSnapshot().context.tab).toBe('counsel');
    actor.send({ type: 'profile.viewer', isOwner: false, role: 'USER' });
    expect(actor.getSnapshot().context.tab).toBe('intro');
  });

  it('keeps a page per list, ignores pages of lists not shown, and starts over when ownership changes', () => {
    const actor = start({ isOwner: true, rawTab: 'likeBoards' });
    actor.send({ type: 'profile.page', section: 'likedPosts', page: 3 });
    actor.send({ type: 'profile.page', section: 'received', page: 2 });
    actor.send({ type: 'profile.page', section: 'likedArticles', page: 0 });
    const { context } = actor.getSnapshot();
    expect([
      pageOf(context, 'likedPosts'),
      pageOf(context, 'received'),
      pageOf(context, 'likedArticles'),
    ]).toEqual([3, 1, 1]);
    actor.send({ type: 'profile.address', rawTab: 'intro' });
    actor.send({ type: 'profile.address', rawTab: 'likeBoards' });
    expect(pageOf(actor.getSnapshot().context, 'likedPosts')).toBe(3);
    actor.send({ type: 'profile.viewer', isOwner: false, role: 'USER' });
    expect(pageOf(actor.getSnapshot().context, 'likedPosts')).toBe(1);
  });

  it('never opens an owner-only tab or list for another viewer, whatever the events', () => {
    const event = fc.oneof(
      fc.record({
        type: fc.constant('profile.address' as const),
        rawTab: fc.option(fc.oneof(fc.constantFrom(...PROFILE_TABS), fc.string()), { nil: null }),
      }),
      fc.record({
        type: fc.constant('profile.viewer' as const),
        isOwner: fc.boolean(),
        role: fc.constantFrom('USER' as const, 'EDITOR' as const, 'ADMIN' as const, null),
      }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (events) => {
        const actor = start({ rawTab: 'drafts' });
        for (const e of events) {
          actor.send(e);
          const { isOwner, tab, tabs, sections } = actor.getSnapshot().context;
          expect(tabs).toContain(tab);
          if (!isOwner) {
            expect(OWNER_ONLY_TABS).not.toContain(tab);
            expect(sections.every((s) => s.source === 'list' && !s.list.startsWith('qna'))).toBe(true);
            expect(sections.some((s) => s.source === 'list' && s.list.startsWith('likedQna'))).toBe(false);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
