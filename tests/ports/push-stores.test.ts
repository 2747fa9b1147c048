import { Effect } from 'effect';
import { expect, it } from 'vitest';
import { notificationsRepository } from '../../server/adapters/db/notifications.repository';
import {
  notificationPreferencesRepository,
  pushSubscriptionsRepository,
} from '../../server/adapters/db/push.repository';
import { profilesRepository } from '../../server/adapters/db/profiles.repository';
import { memoryNotificationStore } from '../../server/adapters/memory/memory-notifications-store';
import { memoryProfileStore } from '../../server/adapters/memory/memory-profiles-store';
import {
  memoryNotificationPreferenceStore,
  memoryPushSubscriptionStore,
} from '../../server/adapters/memory/memory-push-stores';
import { preferencesOf } from '../../src/domain/notification-preferences';
import { DELETED_MEMBER_NAME } from '../../src/domain/text/profile';
import { describeOnHosts, type PortHost } from './helpers/port-hosts';
import { at, socialRows } from './helpers/rows';

const run = <A>(effect: Effect.Effect<A>) => Effect.runPromise(effect);

const setUp = async (host: PortHost) => {
  const rows = socialRows(host);
  const subscriptions = host.pick({
    drizzle: pushSubscriptionsRepository,
    memory: memoryPushSubscriptionStore,
  });
  const preferences = host.pick({
    drizzle: notificationPreferencesRepository,
    memory: memoryNotificationPreferenceStore,
  });
  const notifications = host.pick({ drizzle: notificationsRepository, memory: memoryNotificationStore });
  const browser = (n: number) => ({
    endpoint: `https://fcm.googleapis.com/fcm/send/device-${n}`,
    p256dh: `p256dh-key-${n}`,
    auth: `auth-${n}`,
  });
  return { rows, subscriptions, preferences, notifications, browser };
};

describeOnHosts('PushSubscriptionStore and NotificationPreferenceStore', (host) => {
  it('keeps one row per endpoint, moves it to the member who subscribes again, and keeps the newest', async () => {
    const { rows, subscriptions, browser } = await setUp(host);
    const a = await rows.user();
    const b = await rows.user();
    await run(subscriptions.save(a, browser(1), 3));
    await run(subscriptions.save(a, browser(2), 3));
    // The same endpoint with new keys: one row, the new keys.
    await run(subscriptions.save(a, { ...browser(1), auth: 'auth-new' }, 3));
    expect((await run(subscriptions.ofUser(a))).map((s) => [s.endpoint, s.auth])).toEqual([
      [browser(1).endpoint, 'auth-new'],
      [browser(2).endpoint, 'auth-2'],
    ]);
    // Signed in to another account, the browser's subscription moves there.
    await run(subscriptions.save(b, browser(2), 3));
    expect((await run(subscriptions.ofUser(a))).map((s) => s.endpoint)).toEqual([browser(1).endpoint]);
    expect((await run(subscriptions.ofUser(b))).map((s) => [s.userId, s.endpoint])).toEqual([
      [b, browser(2).endpoint],
    ]);
    // Past `keep`, the oldest go.
    for (const n of [3, 4, 5]) await run(subscriptions.save(a, browser(n), 3));
    expect((await run(subscriptions.ofUser(a))).map((s) => s.endpoint)).toEqual(
      [3, 4, 5].map((n) => browser(n).endpoint),
    );
    // A member removes only their own; a gone endpoint goes whoever holds it.
    expect(await run(subscriptions.remove(a, browser(2).endpoint))).toBe(false);
    expect(await run(subscriptions.remove(a, browser(3).endpoint))).toBe(true);
    await run(subscriptions.removeEndpoint(browser(2).endpoint));
    expect(await run(subscriptions.ofUser(b))).toEqual([]);
    expect((await run(subscriptions.ofUser(a))).map((s) => s.endpoint)).toEqual(
      [4, 5].map((n) => browser(n).endpoint),
    );
  });

  it('saves the listed categories only and reads them over the defaults', async () => {
    const { rows, preferences } = await setUp(host);
    const a = await rows.user();
    const b = await rows.user();
    expect(await run(preferences.of(a))).toEqual([]);
    await run(preferences.save(a, [{ category: 'LIKES', bell: false, push: true }]));
    await run(preferences.save(a, [{ category: 'COMMENTS', bell: true, push: false }]));
    await run(preferences.save(a, [{ category: 'LIKES', bell: true, push: false }]));
    const prefs = preferencesOf(await run(preferences.of(a)));
    expect(prefs.LIKES).toEqual({ bell: true, push: false });
    expect(prefs.COMMENTS).toEqual({ bell: true, push: false });
    expect(prefs.FOLLOWS).toEqual({ bell: true, push: true });
    expect(await run(preferences.of(b))).toEqual([]);
  });

  it('forgets a deleted account’s subscriptions and choices, and only its own', async () => {
    const { rows, subscriptions, preferences, browser } = await setUp(host);
    const profiles = host.pick({ drizzle: profilesRepository, memory: memoryProfileStore });
    const leaving = await rows.user();
    const staying = await rows.user();
    await run(subscriptions.save(leaving, browser(1), 3));
    await run(subscriptions.save(staying, browser(2), 3));
    await run(preferences.save(leaving, [{ category: 'LIKES', bell: false, push: false }]));
    await run(preferences.save(staying, [{ category: 'LIKES', bell: false, push: false }]));
    expect(await run(profiles.deleteAccount(leaving, DELETED_MEMBER_NAME, at(5)))).toBe(true);
    expect(await run(subscriptions.ofUser(leaving))).toEqual([]);
    expect(await run(preferences.of(leaving))).toEqual([]);
    expect((await run(subscriptions.ofUser(staying))).map((s) => s.endpoint)).toEqual([browser(2).endpoint]);
    expect(await run(preferences.of(staying))).toHaveLength(1);
  });

  it("leaves out of a followers' notice the followers who turned the bell off for its category", async () => {
    const { rows, preferences, notifications } = await setUp(host);
    const editor = await rows.user();
    const keen = await rows.user();
    const quiet = await rows.user();
    const pushOnly = await rows.user();
    for (const follower of [keen, quiet, pushOnly]) await rows.follow(follower, editor);
    await run(preferences.save(quiet, [{ category: 'FOLLOWS', bell: false, push: false }]));
    await run(preferences.save(pushOnly, [{ category: 'FOLLOWS', bell: true, push: false }]));
    // Another category's choice changes nothing here.
    await run(preferences.save(keen, [{ category: 'LIKES', bell: false, push: false }]));
    const sent = await run(
      notifications.insertForFollowers(
        editor,
        {
          type: 'NEW_ARTICLE',
          actorId: editor,
          content: { kind: 'article', id: 7 },
          commentId: null,
          message: '새 아티클',
          link: '/articles/7',
          now: at(1),
        },
        'FOLLOWS',
      ),
    );
    expect(sent.map((n) => n.recipientId).sort((x, y) => x - y)).toEqual(
      [keen, pushOnly].sort((x, y) => x - y),
    );
  });
});
