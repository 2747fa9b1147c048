import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { OAuthExchangeResponse, OAuthLinkRequest } from '../../contract/social-login';
import { VALIDATION_TEXT } from '../../domain/text/validation';
import { apiErrorFromStatus, networkError } from '../errors';
import { badRequest, deferred } from '../machine-test-support';
import { oauthCallbackMachine } from './oauth-callback.machine';

const start = (
  code: string | null,
  exchange: (code: string) => Promise<OAuthExchangeResponse>,
  link: (request: OAuthLinkRequest) => Promise<{ token: string }> = () =>
    Promise.reject(new Error('unexpected link')),
) => {
  const calls: string[] = [];
  const machine = oauthCallbackMachine.provide({
    actors: {
      exchange: fromPromise(({ input }: { input: string }) => {
        calls.push(`exchange ${input}`);
        return exchange(input);
      }),
      link: fromPromise(({ input }: { input: OAuthLinkRequest }) => {
        calls.push(`link ${input.code} ${input.password}`);
        return link(input);
      }),
    },
  });
  return { actor: createActor(machine, { input: { code } }).start(), calls };
};

const CODE = 'c'.repeat(43);

describe('oauth callback machine', () => {
  it('exchanges the code for the token', async () => {
    const { actor, calls } = start(CODE, () => Promise.resolve({ outcome: 'signedIn', token: 'jwt' }));
    await waitFor(actor, (s) => s.matches('done'));
    expect(actor.getSnapshot().context.token).toBe('jwt');
    expect(calls).toEqual([`exchange ${CODE}`]);
  });

  it('fails as invalid without calling anything when the address has no code', () => {
    const { actor, calls } = start(null, () => Promise.reject(new Error('unexpected')));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe('invalid');
    expect(calls).toEqual([]);
  });

  it('fails as expired for a used or unknown code, as provider for anything else', async () => {
    const used = start(CODE, () => Promise.reject(badRequest('Invalid Code')));
    await waitFor(used.actor, (s) => s.matches('failed'));
    expect(used.actor.getSnapshot().context.failure).toBe('expired');
    const dropped = start(CODE, () => Promise.reject(networkError()));
    await waitFor(dropped.actor, (s) => s.matches('failed'));
    expect(dropped.actor.getSnapshot().context.failure).toBe('provider');
  });

  it('links with the password, retrying after a wrong one, once at a time', async () => {
    const answers = [deferred<{ token: string }>(), deferred<{ token: string }>()];
    let n = 0;
    const { actor, calls } = start(
      CODE,
      () => Promise.resolve({ outcome: 'link', provider: 'kakao', email: 'owner@example.com' }),
      () => (answers[n++] as ReturnType<typeof deferred<{ token: string }>>).promise,
    );
    await waitFor(actor, (s) => s.matches('confirmLink'));
    expect(actor.getSnapshot().context.link).toEqual({ provider: 'kakao', email: 'owner@example.com' });
    actor.send({ type: 'link.submit', password: 'wrong-one' });
    actor.send({ type: 'link.submit', password: 'double-click' });
    expect(actor.getSnapshot().value).toBe('linking');
    answers[0]?.reject(
      apiErrorFromStatus(401, {
        message: 'Bad credentials',
        errors: [{ field: 'password', reason: VALIDATION_TEXT.badCredentials }],
      }),
    );
    await waitFor(actor, (s) => s.matches('confirmLink'));
    expect(actor.getSnapshot().context.linkError).toBe(VALIDATION_TEXT.badCredentials);
    actor.send({ type: 'link.submit', password: 'right-one' });
    expect(actor.getSnapshot().context.linkError).toBeNull();
    answers[1]?.resolve({ token: 'linked-jwt' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(actor.getSnapshot().context.token).toBe('linked-jwt');
    expect(calls).toEqual([`exchange ${CODE}`, `link ${CODE} wrong-one`, `link ${CODE} right-one`]);
  });

  it('can be cancelled while waiting for the password', async () => {
    const { actor } = start(CODE, () =>
      Promise.resolve({ outcome: 'link', provider: 'google', email: 'a@b.co' }),
    );
    await waitFor(actor, (s) => s.matches('confirmLink'));
    actor.send({ type: 'link.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelled');
  });
});
