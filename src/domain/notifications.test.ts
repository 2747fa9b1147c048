import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isRepeatOf,
  NOTIFICATION_REPEAT_WINDOW_MS,
  type NotificationIdentity,
  repeatKeyOf,
  repeatWindowStart,
} from './notifications';

const RUNS = { numRuns: 300 } as const;
const NOW = new Date('2026-03-01T03:00:00Z');
const like: NotificationIdentity = {
  recipientId: 1,
  type: 'CONTENT_LIKE',
  actorId: 2,
  contentKind: 'article',
  contentId: 10,
  commentId: null,
  message: '민수님이 회원님의 아티클 "패스"에 좋아요를 눌렀습니다.',
};
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('repeated notifications', () => {
  it('the window is a day', () => {
    expect(NOTIFICATION_REPEAT_WINDOW_MS).toBe(86_400_000);
    expect(repeatWindowStart(NOW).toISOString()).toBe('2026-02-28T03:00:00.000Z');
  });

  it('likes, comment likes, follows and level-ups repeat; the rest is always news', () => {
    for (const type of ['CONTENT_LIKE', 'COMMENT_LIKE', 'FOLLOW', 'LEVEL_UP'])
      expect(repeatKeyOf({ ...like, type })).not.toBeNull();
    for (const type of ['COMMENT', 'REPLY', 'MENTION', 'CONSULTATION', 'NEW_ARTICLE'])
      expect(repeatKeyOf({ ...like, type })).toBeNull();
  });

  it('one per actor, target and kind within the day', () => {
    const key = repeatKeyOf(like);
    if (!key) throw new Error('a like has a key');
    expect(isRepeatOf(key, { ...like, createdAt: ago(1000) }, NOW)).toBe(true);
    expect(isRepeatOf(key, { ...like, createdAt: ago(NOTIFICATION_REPEAT_WINDOW_MS - 1) }, NOW)).toBe(true);
    expect(isRepeatOf(key, { ...like, createdAt: ago(NOTIFICATION_REPEAT_WINDOW_MS) }, NOW)).toBe(false);
    // The title may change between likes: a like's message is not part of its key.
    expect(isRepeatOf(key, { ...like, message: '다른 제목', createdAt: ago(1000) }, NOW)).toBe(true);
    for (const other of [
      { recipientId: 3 },
      { type: 'COMMENT_LIKE' },
      { actorId: 4 },
      { actorId: null },
      { contentKind: 'post' },
      { contentId: 11 },
      { commentId: 5 },
    ])
      expect(isRepeatOf(key, { ...like, ...other, createdAt: ago(1000) }, NOW), JSON.stringify(other)).toBe(
        false,
      );
  });

  it('a level-up repeats only the same level', () => {
    const levelUp = {
      ...like,
      type: 'LEVEL_UP',
      actorId: null,
      contentKind: null,
      contentId: null,
      message: '레벨 2',
    };
    const key = repeatKeyOf(levelUp);
    if (!key) throw new Error('a level-up has a key');
    expect(isRepeatOf(key, { ...levelUp, createdAt: ago(1000) }, NOW)).toBe(true);
    expect(isRepeatOf(key, { ...levelUp, message: '레벨 3', createdAt: ago(1000) }, NOW)).toBe(false);
  });

  it('a notification is a repeat of itself exactly while it is younger than the window', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('CONTENT_LIKE', 'COMMENT_LIKE', 'FOLLOW', 'LEVEL_UP'),
        fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
        fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
        fc.integer({ min: -1000, max: 3 * NOTIFICATION_REPEAT_WINDOW_MS }),
        (type, actorId, commentId, age) => {
          const n = { ...like, type, actorId, commentId };
          const key = repeatKeyOf(n);
          if (!key) return false;
          return isRepeatOf(key, { ...n, createdAt: ago(age) }, NOW) === age < NOTIFICATION_REPEAT_WINDOW_MS;
        },
      ),
      RUNS,
    );
  });
});
