import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  consultationReplyRefusal,
  isHttpUrl,
  listVisibleTo,
  mayReadConsultation,
  profileTabOf,
  profileTabsFor,
  VISIBILITY_LISTS,
  VISIBILITY_SETTINGS,
  type VisibilityList,
  type VisibilitySettings,
} from './profile';

const ALL_VISIBLE: VisibilitySettings = {
  articleCommentVisibility: true,
  likedBoardPostVisibility: true,
  likedArticleVisibility: true,
  boardPostVisibility: true,
  boardCommentVisibility: true,
};

/** What the owner's toggles leave: each PATCH …-visibility sets one list's field. */
const applyToggles = (toggles: readonly (readonly [VisibilityList, boolean])[]): VisibilitySettings => {
  const settings: Record<string, boolean> = { ...ALL_VISIBLE };
  for (const [list, visible] of toggles) settings[VISIBILITY_SETTINGS[list]] = visible;
  return settings as VisibilitySettings;
};

/** A list as a viewer is shown it: the data, or nothing when the rule hides it. */
const shown = <T>(
  settings: VisibilitySettings,
  list: VisibilityList,
  ownerId: number,
  viewerId: number | null,
  data: readonly T[],
): readonly T[] => (listVisibleTo(settings, list, ownerId, viewerId) ? data : []);

const OWNER = 7;
const list = fc.constantFrom(...VISIBILITY_LISTS);
const toggle = fc.tuple(list, fc.boolean());
const viewer = fc.oneof(fc.constant(null), fc.constant(OWNER), fc.integer({ min: 1, max: 20 }));

describe('list visibility', () => {
  it('shows another member’s list data only while its last toggle left it visible; the owner always', () => {
    fc.assert(
      fc.property(
        fc.array(toggle, { maxLength: 30 }),
        fc.array(fc.tuple(viewer, list), { minLength: 1, maxLength: 10 }),
        fc.array(fc.integer(), { minLength: 1, maxLength: 5 }),
        (toggles, looks, data) => {
          const settings = applyToggles(toggles);
          for (const [viewerId, which] of looks) {
            const last = toggles.filter(([l]) => l === which).at(-1);
            const visible = last === undefined ? true : last[1];
            const seen = shown(settings, which, OWNER, viewerId, data);
            if (viewerId === OWNER) expect(seen).toEqual(data);
            else if (!visible) expect(seen).toEqual([]);
            else expect(seen).toEqual(data);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('hides a list from visitors and every other member alike, and no other list with it', () => {
    for (const hidden of VISIBILITY_LISTS) {
      const settings = applyToggles([[hidden, false]]);
      expect(listVisibleTo(settings, hidden, OWNER, null)).toBe(false);
      expect(listVisibleTo(settings, hidden, OWNER, OWNER + 1)).toBe(false);
      expect(listVisibleTo(settings, hidden, OWNER, OWNER)).toBe(true);
      for (const other of VISIBILITY_LISTS.filter((l) => l !== hidden))
        expect(listVisibleTo(settings, other, OWNER, null)).toBe(true);
    }
  });
});

describe('profile links', () => {
  it('accepts http and https addresses with a real host', () => {
    expect(isHttpUrl('https://blog.naver.com/kickoff')).toBe(true);
    expect(isHttpUrl('http://localhost:3000/me')).toBe(true);
    expect(isHttpUrl('HTTPS://www.youtube.com/@kickoff')).toBe(true);
  });

  it('refuses scripts, data, other schemes, credentials and hosts without a dot', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript://example.com/%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com',
      '//example.com',
      'https://user:pass@example.com',
      'https://intranet',
      'example.com',
      '',
    ])
      expect(isHttpUrl(bad)).toBe(false);
  });
});

describe('profile tabs', () => {
  it('offers the counsel and drafts tabs to the owner only, and falls back to the intro', () => {
    expect(profileTabsFor(true)).toContain('counsel');
    expect(profileTabsFor(false)).not.toContain('counsel');
    expect(profileTabsFor(false)).not.toContain('drafts');
    expect(profileTabOf('drafts', false)).toBe('intro');
    expect(profileTabOf('drafts', true)).toBe('drafts');
    expect(profileTabOf('nonsense', true)).toBe('intro');
    expect(profileTabOf(null, false)).toBe('intro');
  });
});

describe('consultation lifecycle', () => {
  const parties = { senderId: 1, recipientId: 2 };
  const status = fc.constantFrom('REQUESTED', 'ANSWERED', 'DECLINED' as const);

  it('lets only the recipient reply, and only once', () => {
    fc.assert(
      fc.property(status, fc.integer({ min: 1, max: 5 }), (s, viewerId) => {
        const refusal = consultationReplyRefusal({ ...parties, status: s }, viewerId);
        if (viewerId !== 2) expect(refusal).toBe('forbidden');
        else expect(refusal).toBe(s === 'REQUESTED' ? null : 'closed');
      }),
    );
  });

  it('is read by its two parties only', () => {
    expect(mayReadConsultation(parties, 1)).toBe(true);
    expect(mayReadConsultation(parties, 2)).toBe(true);
    expect(mayReadConsultation(parties, 3)).toBe(false);
  });
});
