import { describe, expect, it } from 'vitest';
import {
  decisionNeedsNote,
  isTakedownPastDue,
  MODERATION_DECISIONS,
  TAKEDOWN_MAX_DAYS,
  TAKEDOWN_STATUSES,
  takedownAllows,
  takedownDueDate,
  takedownTargetOf,
} from './moderation';

const T0 = new Date('2026-03-02T00:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

describe('takedownTargetOf', () => {
  it('reads an item or a comment from a URL of this site, on any host or none', () => {
    expect(takedownTargetOf('https://kickoff.example/board/post/12')).toEqual({ kind: 'post', id: 12 });
    expect(takedownTargetOf('/board/qna/3/')).toEqual({ kind: 'qna', id: 3 });
    expect(takedownTargetOf('http://127.0.0.1:3100/article/7?x=1')).toEqual({ kind: 'article', id: 7 });
    expect(takedownTargetOf('https://kickoff.example/board/post/12#comment-40')).toEqual({
      kind: 'comment',
      id: 40,
    });
  });

  it('names nothing for other pages, bad ids or text that is no URL', () => {
    for (const url of [
      'https://kickoff.example/users/3',
      '/board/post/abc',
      '/board/post/012',
      '/board/post/12/edit',
      '/board/post/99999999999',
      '/article',
      'http://[bad',
      '',
    ])
      expect(takedownTargetOf(url), url).toBeNull();
  });
});

describe('임시조치 periods and steps', () => {
  it('hides for 1 to 30 days, never longer', () => {
    expect(takedownDueDate(T0, 7).getTime() - T0.getTime()).toBe(7 * DAY);
    expect(takedownDueDate(T0, 90).getTime() - T0.getTime()).toBe(TAKEDOWN_MAX_DAYS * DAY);
    expect(takedownDueDate(T0, 0).getTime() - T0.getTime()).toBe(DAY);
  });

  it('flags a hidden or objected case once its due date has passed, and no other', () => {
    const due = new Date(T0.getTime() + DAY);
    const after = new Date(due.getTime() + 1);
    expect(isTakedownPastDue('HIDDEN', due, due)).toBe(false);
    expect(isTakedownPastDue('HIDDEN', due, after)).toBe(true);
    expect(isTakedownPastDue('OBJECTED', due, after)).toBe(true);
    for (const status of ['REQUESTED', 'RESTORED', 'DELETED', 'REJECTED'] as const)
      expect(isTakedownPastDue(status, due, after), status).toBe(false);
    expect(isTakedownPastDue('HIDDEN', null, after)).toBe(false);
  });

  it('allows each step only from its states', () => {
    const allowed = (step: Parameters<typeof takedownAllows>[1]) =>
      TAKEDOWN_STATUSES.filter((s) => takedownAllows(s, step));
    expect(allowed('apply')).toEqual(['REQUESTED']);
    expect(allowed('reject')).toEqual(['REQUESTED']);
    expect(allowed('object')).toEqual(['HIDDEN']);
    expect(allowed('restore')).toEqual(['HIDDEN', 'OBJECTED']);
    expect(allowed('delete')).toEqual(['HIDDEN', 'OBJECTED']);
  });

  it('asks a note for hiding, deleting and warning only', () => {
    expect(MODERATION_DECISIONS.filter(decisionNeedsNote)).toEqual(['HIDE', 'DELETE', 'WARN']);
  });
});
