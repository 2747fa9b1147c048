import { describe, expect, it } from 'vitest';
import { readPushConfig } from './push-config';

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const PRIVATE = 'UUxI4O8-FbRouAevSmBQ6o18hgE4nSG3qwvJTfKc-ls';

describe('push configuration', () => {
  it('defaults to no keys, a mailto subject and no extra origins', () => {
    expect(readPushConfig({})).toEqual({
      vapidPublicKey: undefined,
      vapidPrivateKey: undefined,
      subject: 'mailto:no-reply@kickoff.local',
      extraOrigins: [],
    });
  });

  it('reads a key pair, a subject and extra origins (their origin only)', () => {
    expect(
      readPushConfig({
        VAPID_PUBLIC_KEY: KEY,
        VAPID_PRIVATE_KEY: PRIVATE,
        VAPID_SUBJECT: 'https://kickoff.example/contact',
        PUSH_EXTRA_ORIGINS: 'http://push.internal:8090/path, https://push.example',
      }),
    ).toEqual({
      vapidPublicKey: KEY,
      vapidPrivateKey: PRIVATE,
      subject: 'https://kickoff.example/contact',
      extraOrigins: ['http://push.internal:8090', 'https://push.example'],
    });
  });

  it('refuses half a pair, malformed keys, a bad subject and a bad origin', () => {
    expect(readPushConfig({ VAPID_PUBLIC_KEY: KEY })).toEqual({
      error: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    });
    expect(readPushConfig({ VAPID_PUBLIC_KEY: 'not a key!', VAPID_PRIVATE_KEY: PRIVATE })).toEqual({
      error: 'VAPID keys must be base64url text',
    });
    expect(readPushConfig({ VAPID_SUBJECT: 'someone' })).toEqual({
      error: 'VAPID_SUBJECT must be a mailto: or https: URL',
    });
    expect(readPushConfig({ PUSH_EXTRA_ORIGINS: 'push service' })).toEqual({
      error: 'PUSH_EXTRA_ORIGINS must list absolute URLs',
    });
  });
});
