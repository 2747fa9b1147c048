import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  notificationPreferencesRepository,
  pushSubscriptionsRepository,
} from '../../server/adapters/db/push.repository';
import { notificationPreferences, pushSubscriptions } from '../../server/adapters/db/schema';
import { pushQueue, type RunningPushQueue } from '../../server/adapters/push/push-queue';
import { webPushSender } from '../../server/adapters/push/web-push-sender';
import { NotificationPage } from '../../src/contract/notifications';
import { NotificationPreferencesResponse, PushKeyResponse } from '../../src/contract/push';
import { PUSH_OPERATIONS } from '../../src/contract/push.operations';
import { NOTIFICATION_CATEGORIES } from '../../src/domain/notification-preferences';
import { NOTIFICATION_TEXT } from '../../src/domain/text/notifications';
import { PUSH_TEXT } from '../../src/domain/text/push';
import webPush from 'web-push';
import { type PushService, startPushService, type TestSubscription } from '../fixtures/push-service';
import { FREE_BOARD, writeComment, writePost } from './helpers/boards.fixtures';
import { createTestApp, ENGINES, type TestApp, type TestUser } from './helpers/test-app';

const P = PUSH_OPERATIONS;

describe.each(ENGINES)('notification preferences and web push on %s', (engine) => {
  let t: TestApp;
  let service: PushService;
  let queue: RunningPushQueue;
  let author: TestUser;
  let member: TestUser;
  const vapid = webPush.generateVAPIDKeys();

  beforeAll(async () => {
    service = await startPushService();
    // The queue's stores read the test app's database, made just below.
    const db = () => t.db;
    queue = pushQueue({
      preferences: {
        of: (id) => notificationPreferencesRepository(db()).of(id),
        save: (id, rows) => notificationPreferencesRepository(db()).save(id, rows),
      },
      subscriptions: {
        save: (id, s, keep) => pushSubscriptionsRepository(db()).save(id, s, keep),
        remove: (id, endpoint) => pushSubscriptionsRepository(db()).remove(id, endpoint),
        removeEndpoint: (endpoint) => pushSubscriptionsRepository(db()).removeEndpoint(endpoint),
        ofUser: (id) => pushSubscriptionsRepository(db()).ofUser(id),
      },
      sender: webPushSender(vapid, 'mailto:push-test@kickoff.local'),
      onError: (error) => {
        throw error;
      },
    });
    t = await createTestApp({
      engine,
      env: { PUSH_EXTRA_ORIGINS: service.origin },
      push: { queue, publicKey: vapid.publicKey },
    });
  });
  afterAll(async () => {
    await queue.close();
    await t.close();
    await service.close();
  });
  beforeEach(async () => {
    await t.reset();
    author = await t.signUp({ nickname: '작성자' });
    member = await t.signUp({ nickname: '댓글러' });
  });

  const preferences = async (user: TestUser) => {
    const res = await t.request('GET', P.preferences.path, { token: user.token });
    expect(res.status).toBe(200);
    return v.parse(NotificationPreferencesResponse, await res.json());
  };
  const choose = (user: TestUser, rows: unknown[]) =>
    t.request('PUT', P.savePreferences.path, { token: user.token, json: { preferences: rows } });
  const subscribe = (user: TestUser, s: Omit<TestSubscription, 'clientHash'>) =>
    t.request('POST', P.subscribe.path, { token: user.token, json: { endpoint: s.endpoint, keys: s.keys } });
  const bell = async (user: TestUser) => {
    const res = await t.request('GET', '/api/notifications', { token: user.token });
    return v.parse(NotificationPage, await res.json()).data;
  };
  const pushed = async (s: TestSubscription) => {
    await queue.idle();
    return (await service.messages(s.clientHash)).map((m) => JSON.parse(m) as Record<string, string>);
  };

  it('a visitor reads the public key but has no preferences and cannot subscribe', async () => {
    const key = await t.request('GET', P.key.path);
    expect(key.status).toBe(200);
    expect(v.parse(PushKeyResponse, await key.json()).publicKey).toBe(vapid.publicKey);
    expect((await t.request('GET', P.preferences.path)).status).toBe(401);
    expect((await t.request('PUT', P.savePreferences.path, { json: { preferences: [] } })).status).toBe(401);
    const s = await service.subscribe(vapid.publicKey);
    expect((await t.request('POST', P.subscribe.path, { json: s })).status).toBe(401);
    expect((await t.request('POST', P.unsubscribe.path, { json: { endpoint: s.endpoint } })).status).toBe(
      401,
    );
  });

  it('a member starts with every category on, changes one channel, and keeps it', async () => {
    const start = await preferences(member);
    expect(start.pushSubscriptions).toBe(0);
    expect(start.preferences.map((r) => r.category)).toEqual([...NOTIFICATION_CATEGORIES]);
    expect(start.preferences.every((r) => r.bell && r.push)).toBe(true);
    const res = await choose(member, [{ category: 'TEAM_MATCHES', bell: true, push: false }]);
    expect(res.status).toBe(200);
    const saved = v.parse(NotificationPreferencesResponse, await res.json());
    expect(saved.preferences.find((r) => r.category === 'TEAM_MATCHES')).toEqual({
      category: 'TEAM_MATCHES',
      bell: true,
      push: false,
    });
    expect((await preferences(member)).preferences.find((r) => r.category === 'COMMENTS')?.push).toBe(true);
    expect((await preferences(member)).preferences.find((r) => r.category === 'TEAM_MATCHES')?.push).toBe(
      false,
    );
    // Another member's choices are their own.
    expect((await preferences(author)).preferences.every((r) => r.push)).toBe(true);
    // Unknown categories and repeats are refused.
    expect((await choose(member, [{ category: 'EVERYTHING', bell: true, push: true }])).status).toBe(400);
    const twice = { category: 'LIKES', bell: true, push: true };
    expect((await choose(member, [twice, twice])).status).toBe(400);
  });

  it('subscribes only at push services the server may call, and unsubscribes', async () => {
    const keys = (await service.subscribe(vapid.publicKey)).keys;
    for (const endpoint of [
      'https://evil.example/push',
      'http://127.0.0.1:9/x',
      'https://169.254.169.254/latest',
    ]) {
      const res = await subscribe(member, { endpoint, keys });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors?: { field: string; reason: string }[] };
      expect(body.errors).toEqual([{ field: 'endpoint', reason: PUSH_TEXT.endpointInvalid }]);
    }
    const s = await service.subscribe(vapid.publicKey);
    expect(
      (await subscribe(member, { ...s, keys: { p256dh: 'not base64!', auth: s.keys.auth } })).status,
    ).toBe(400);
    expect((await subscribe(member, s)).status).toBe(204);
    expect((await subscribe(member, s)).status).toBe(204);
    expect((await preferences(member)).pushSubscriptions).toBe(1);
    // The same browser signed in to another account moves there.
    expect((await subscribe(author, s)).status).toBe(204);
    expect((await preferences(member)).pushSubscriptions).toBe(0);
    expect((await preferences(author)).pushSubscriptions).toBe(1);
    // Only one's own subscription can be removed.
    const json = { endpoint: s.endpoint };
    expect((await t.request('POST', P.unsubscribe.path, { token: member.token, json })).status).toBe(204);
    expect((await preferences(author)).pushSubscriptions).toBe(1);
    expect((await t.request('POST', P.unsubscribe.path, { token: author.token, json })).status).toBe(204);
    expect((await preferences(author)).pushSubscriptions).toBe(0);
  });

  it('signing out ends the pushes of the account (a shared phone stops getting them) and keeps its choices', async () => {
    const s = await service.subscribe(vapid.publicKey);
    expect((await subscribe(member, s)).status).toBe(204);
    expect((await choose(member, [{ category: 'LIKES', bell: true, push: false }])).status).toBe(200);
    expect((await t.request('POST', '/api/user/logout', { token: member.token })).status).toBe(204);
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
    const signIn = await t.request('POST', '/api/auth/sign-in', {
      json: { email: member.email, password: member.password },
    });
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const prefs = await preferences({ ...member, token });
    expect(prefs.pushSubscriptions).toBe(0);
    expect(prefs.preferences.find((p) => p.category === 'LIKES')).toMatchObject({ bell: true, push: false });
  });

  it('a deleted account leaves no subscription and no choices behind', async () => {
    const s = await service.subscribe(vapid.publicKey);
    expect((await subscribe(member, s)).status).toBe(204);
    expect((await choose(member, [{ category: 'LIKES', bell: false, push: false }])).status).toBe(200);
    const res = await t.request('DELETE', '/api/user/profile', {
      token: member.token,
      json: { password: member.password },
    });
    expect(res.status).toBe(204);
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
    expect(await t.db.select().from(notificationPreferences)).toEqual([]);
  });

  it('pushes each chosen notification to the push service, honors both channels, and drops a 410 subscription', async () => {
    const s = await service.subscribe(vapid.publicKey);
    expect((await subscribe(author, s)).status).toBe(204);
    const postId = await writePost(t, FREE_BOARD, author.token, { title: '우리 팀 훈련 일지' });

    // A comment: stored in the bell and pushed, in Korean, with its link.
    await writeComment(t, FREE_BOARD, member.token, postId, '멋진 글이에요');
    let messages = await pushed(s);
    expect(messages).toHaveLength(1);
    const [first] = messages;
    expect(first?.title).toBe(PUSH_TEXT.notificationTitle);
    expect(first?.type).toBe('COMMENT');
    expect(first?.body).toContain('댓글러님이');
    expect(first?.link).toBe(FREE_BOARD.policy.paths.detail(postId));
    expect((await bell(author)).map((n) => n.type)).toEqual(['COMMENT']);

    // The bell off for comments: nothing stored, still pushed.
    expect((await choose(author, [{ category: 'COMMENTS', bell: false, push: true }])).status).toBe(200);
    await writeComment(t, FREE_BOARD, member.token, postId, '두 번째 댓글');
    expect(await pushed(s)).toHaveLength(2);
    expect((await bell(author)).map((n) => n.type)).toEqual(['COMMENT']);

    // Push off for follows: stored, not pushed.
    expect((await choose(author, [{ category: 'FOLLOWS', bell: true, push: false }])).status).toBe(200);
    expect((await t.request('PATCH', `/api/user/${author.id}/follow`, { token: member.token })).status).toBe(
      200,
    );
    expect(await pushed(s)).toHaveLength(2);
    expect((await bell(author)).map((n) => n.type)).toEqual(['FOLLOW', 'COMMENT']);
    expect((await bell(author))[0]?.message).toBe(NOTIFICATION_TEXT.follow('댓글러'));

    // The push service says the subscription is gone: the next push removes it.
    await service.expire(s.clientHash);
    await writeComment(t, FREE_BOARD, member.token, postId, '세 번째 댓글');
    messages = await pushed(s);
    expect(messages).toHaveLength(2);
    expect((await preferences(author)).pushSubscriptions).toBe(0);
  });
});
