import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUSH_OPERATIONS as OPS } from '../../src/contract/push.operations';
import { PUSH_TEXT } from '../../src/domain/text/push';
import { ENGINES } from '../integration/helpers/test-app';
import { signInAs, signOut } from './helpers/outcome';
import { CASE_TIMEOUT_MS, openSides, type Ports, type Sides, SETUP_TIMEOUT_MS } from './helpers/sides';

vi.setConfig({ testTimeout: CASE_TIMEOUT_MS });

/** One call with the side's token, answered as status and body. */
const call = async (p: Ports, method: string, path: string, body?: unknown) => {
  const token = p.tokens.get();
  const res = await p.request(path, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
};

describe.each(ENGINES)('contract: notification preferences and push on %s', (engine) => {
  let sides: Sides;
  beforeAll(async () => {
    sides = await openSides(engine);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => sides.close());

  it('answers a visitor, a member’s choices and a refused subscription alike on the demo host and the server', async () => {
    const [fake, real] = await sides.both(async (p) => {
      signOut(p);
      const visitor = await call(p, 'GET', OPS.preferences.path);
      const key = await call(p, 'GET', OPS.key.path);
      await signInAs(p, 'user1');
      const start = await call(p, 'GET', OPS.preferences.path);
      const saved = await call(p, 'PUT', OPS.savePreferences.path, {
        preferences: [{ category: 'LIKES', bell: false, push: true }],
      });
      const wrong = await call(p, 'PUT', OPS.savePreferences.path, {
        preferences: [{ category: 'ALL', bell: false, push: true }],
      });
      // Neither host here holds a VAPID key: a subscription is refused, with the endpoint's reason.
      const subscribe = await call(p, 'POST', OPS.subscribe.path, {
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
      });
      const unsubscribe = await call(p, 'POST', OPS.unsubscribe.path, {
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      });
      return { visitor: visitor.status, key, start, saved, wrong: wrong.status, subscribe, unsubscribe };
    });
    expect(fake).toEqual(real);
    expect(real.visitor).toBe(401);
    expect(real.key).toEqual({ status: 200, body: { publicKey: null } });
    expect(real.saved.status).toBe(200);
    expect(real.saved.body).toMatchObject({
      pushSubscriptions: 0,
      preferences: expect.arrayContaining([{ category: 'LIKES', bell: false, push: true }]),
    });
    expect(real.wrong).toBe(400);
    expect(real.subscribe).toEqual({
      status: 400,
      body: { message: 'Bad Request', errors: [{ field: 'endpoint', reason: PUSH_TEXT.endpointInvalid }] },
    });
    expect(real.unsubscribe.status).toBe(204);
  });
});
