import { Effect, Exit } from 'effect';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { failureText } from '../../application/failure-text';
import { type FollowEmitted, followMachine } from '../../application/reactions/follow.machine';
import { submitSignIn } from '../../application/auth-forms';
import { retryWait } from '../../domain/rate-limit';
import { RATE_LIMIT_TEXT } from '../../domain/text/rate-limit';
import { REACTION_TEXT } from '../../domain/text/reactions';
import { createHttpClient } from './http-client';
import { createHttpReactionsApi } from './http-reactions-api';
import { createHttpSessionApi } from './http-session-api';

/** The server's 429 exactly as server/adapters/http/rate-limit.ts writes it. */
const tooMany = (policy: 'follow' | 'signIn', seconds: number) =>
  new Response(
    JSON.stringify({
      message: 'Too Many Requests',
      detailedMessage: RATE_LIMIT_TEXT.message(policy, retryWait(seconds)),
    }),
    { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': String(seconds) } },
  );

const http = (response: () => Response) =>
  createHttpClient({
    tokenStore: { get: () => 'tok', set: () => undefined, remove: vi.fn() },
    navigator: { go: vi.fn(), currentPath: () => '/' },
    authEvents: { onUnauthorized: () => () => undefined, emitUnauthorized: vi.fn() },
    fetch: vi.fn(async () => response()),
  });

describe('a 429 in the app', () => {
  it('becomes RateLimited whose text is the server’s Korean message', async () => {
    const api = createHttpReactionsApi(http(() => tooMany('follow', 1800)));
    const exit = await Effect.runPromiseExit(api.follow(3));
    expect(Exit.isFailure(exit)).toBe(true);
    const error = Exit.isFailure(exit) ? Exit.findErrorOption(exit) : null;
    expect(error).toMatchObject({
      value: { _tag: 'RateLimited', text: '팔로우를 너무 많이 변경했습니다. 30분 후에 다시 시도해 주세요.' },
    });
    // The failure toast prefers it over the action's own text.
    expect(failureText(error && 'value' in error ? error.value : null, REACTION_TEXT.followFailed)).toBe(
      '팔로우를 너무 많이 변경했습니다. 30분 후에 다시 시도해 주세요.',
    );
  });

  it('reaches the follow toast through the machine', async () => {
    const api = createHttpReactionsApi(http(() => tooMany('follow', 40)));
    const machine = followMachine.provide({
      actors: {
        sendFollow: fromPromise(({ input, signal }: { input: { targetId: number }; signal: AbortSignal }) =>
          Effect.runPromise(api.follow(input.targetId), { signal }),
        ),
      },
      actions: { refresh: () => undefined },
    });
    const actor = createActor(machine, { input: { targetId: 2, following: false } }).start();
    const emitted: FollowEmitted[] = [];
    actor.on('*', (e) => emitted.push(e));
    actor.send({ type: 'follow.toggle', viewerId: 7 });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(emitted).toEqual([
      { type: 'failed', text: '팔로우를 너무 많이 변경했습니다. 40초 후에 다시 시도해 주세요.' },
    ]);
  });

  it('shows on the sign-in form', async () => {
    const api = createHttpSessionApi(http(() => tooMany('signIn', 900)));
    const result = await submitSignIn(api, { email: 'a@b.co', password: 'whatever' });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {},
      formError: '로그인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.',
    });
  });
});
