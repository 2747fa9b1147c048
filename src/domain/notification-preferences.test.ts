import { describe, expect, it } from 'vitest';
import {
  allows,
  categoryOf,
  DEFAULT_NOTIFICATION_PREFERENCES,
  isAllowedPushEndpoint,
  NOTIFICATION_CATEGORIES,
  preferencesOf,
  rowsOf,
  withChoice,
} from './notification-preferences';

describe('notification preferences', () => {
  it('maps each notification type to its category', () => {
    expect(categoryOf('COMMENT')).toBe('COMMENTS');
    expect(categoryOf('REPLY')).toBe('REPLIES');
    expect(categoryOf('MENTION')).toBe('REPLIES');
    expect(categoryOf('CONTENT_LIKE')).toBe('LIKES');
    expect(categoryOf('COMMENT_LIKE')).toBe('LIKES');
    expect(categoryOf('LEVEL_UP')).toBe('LIKES');
    expect(categoryOf('FOLLOW')).toBe('FOLLOWS');
    expect(categoryOf('NEW_ARTICLE')).toBe('FOLLOWS');
    expect(categoryOf('CONSULTATION')).toBe('CONSULTATIONS');
    expect(categoryOf('CONSULTATION_DECLINED')).toBe('CONSULTATIONS');
    expect(categoryOf('MODERATION')).toBe('MODERATION');
    expect(categoryOf('MODERATION_HELD')).toBe('MODERATION');
    expect(categoryOf('TEAM_MATCH_REMINDER')).toBe('TEAM_MATCHES');
    expect(categoryOf('MATCH_RESULT')).toBe('TEAM_MATCHES');
    expect(categoryOf('SOMETHING_ELSE')).toBeNull();
  });

  it('starts with every category on for both channels', () => {
    for (const c of NOTIFICATION_CATEGORIES)
      expect(DEFAULT_NOTIFICATION_PREFERENCES[c]).toEqual({ bell: true, push: true });
    expect(allows(DEFAULT_NOTIFICATION_PREFERENCES, 'push', 'COMMENT')).toBe(true);
  });

  it('honors a choice for one channel and leaves the other', () => {
    const prefs = withChoice(DEFAULT_NOTIFICATION_PREFERENCES, 'LIKES', 'push', false);
    expect(allows(prefs, 'push', 'CONTENT_LIKE')).toBe(false);
    expect(allows(prefs, 'push', 'LEVEL_UP')).toBe(false);
    expect(allows(prefs, 'bell', 'CONTENT_LIKE')).toBe(true);
    expect(allows(prefs, 'push', 'COMMENT')).toBe(true);
    // A type outside every category cannot be turned off.
    expect(allows(prefs, 'push', 'SOMETHING_ELSE')).toBe(true);
  });

  it('reads saved rows over the defaults and writes every category back', () => {
    const prefs = preferencesOf([{ category: 'TEAM_MATCHES', bell: false, push: true }]);
    expect(prefs.TEAM_MATCHES).toEqual({ bell: false, push: true });
    expect(prefs.COMMENTS).toEqual({ bell: true, push: true });
    const rows = rowsOf(prefs);
    expect(rows.map((r) => r.category)).toEqual([...NOTIFICATION_CATEGORIES]);
    expect(preferencesOf(rows)).toEqual(prefs);
  });

  it('accepts push endpoints only at known push services or listed origins', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isAllowedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x')).toBe(true);
    expect(isAllowedPushEndpoint('https://web.push.apple.com/QGx')).toBe(true);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com:8443/x')).toBe(false);
    expect(isAllowedPushEndpoint('https://evilfcm.googleapis.com.example/x')).toBe(false);
    expect(isAllowedPushEndpoint('https://169.254.169.254/latest')).toBe(false);
    expect(isAllowedPushEndpoint('https://user:pw@fcm.googleapis.com/x')).toBe(false);
    expect(isAllowedPushEndpoint('not a url')).toBe(false);
    expect(isAllowedPushEndpoint('http://localhost:8090/notify/x', ['http://localhost:8090'])).toBe(true);
    expect(isAllowedPushEndpoint('http://localhost:8091/notify/x', ['http://localhost:8090'])).toBe(false);
  });
});
