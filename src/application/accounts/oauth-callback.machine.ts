import { assign, setup } from 'xstate';
import type { OAuthExchangeResponse, OAuthLinkRequest } from '../../contract/social-login';
import type { OAuthFailureReason, SocialProvider } from '../../domain/social-login';
import { displayText, isApiError } from '../errors';
import { placeholder } from '../placeholder';

export interface OAuthCallbackInput {
  /** The one-time code the server put in /login/oauth?code=; null when the address has none. */
  readonly code: string | null;
}

interface OAuthCallbackContext extends OAuthCallbackInput {
  readonly token: string | null;
  readonly link: { readonly provider: SocialProvider; readonly email: string } | null;
  /** The Korean text under the password field after a failed link attempt. */
  readonly linkError: string | null;
  readonly failure: OAuthFailureReason | null;
}

export type OAuthCallbackEvent = { type: 'link.submit'; password: string } | { type: 'link.cancel' };

/** An unknown, used or expired code (400) starts over; anything else is the provider path failing. */
const failureOf = (error: unknown): OAuthFailureReason =>
  isApiError(error) && error._tag === 'BadRequest'
    ? 'expired'
    : isApiError(error) && error._tag === 'RateLimited'
      ? 'rateLimited'
      : 'provider';

/**
 * /login/oauth: exchanges the server's one-time code for the session token. A verified email that
 * already has an account waits for that account's password (a wrong one may be retried; the server
 * limits attempts like sign-in). Ends `done` with the token or `failed` with the reason the
 * failure page shows.
 */
export const oauthCallbackMachine = setup({
  types: {} as {
    context: OAuthCallbackContext;
    events: OAuthCallbackEvent;
    input: OAuthCallbackInput;
  },
  actors: {
    exchange: placeholder<OAuthExchangeResponse, string>('exchange'),
    link: placeholder<{ token: string }, OAuthLinkRequest>('link'),
  },
  guards: {
    hasCode: ({ context }) => context.code !== null,
    isLink: (_, params: { outcome: OAuthExchangeResponse }) => params.outcome.outcome === 'link',
    codeUsedUp: (_, params: { error: unknown }) => failureOf(params.error) === 'expired',
  },
}).createMachine({
  id: 'oauthCallback',
  context: ({ input }) => ({ ...input, token: null, link: null, linkError: null, failure: null }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'hasCode', target: 'exchanging' },
        { target: 'failed', actions: assign({ failure: 'invalid' }) },
      ],
    },
    exchanging: {
      invoke: {
        src: 'exchange',
        input: ({ context }) => context.code as string,
        onDone: [
          {
            guard: { type: 'isLink', params: ({ event }) => ({ outcome: event.output }) },
            target: 'confirmLink',
            actions: assign({
              link: ({ event }) =>
                event.output.outcome === 'link'
                  ? { provider: event.output.provider, email: event.output.email }
                  : null,
            }),
          },
          {
            target: 'done',
            actions: assign({
              token: ({ event }) => (event.output.outcome === 'signedIn' ? event.output.token : null),
            }),
          },
        ],
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    confirmLink: {
      on: {
        'link.submit': { target: 'linking' },
        'link.cancel': { target: 'cancelled' },
      },
    },
    linking: {
      entry: assign({ linkError: null }),
      invoke: {
        src: 'link',
        input: ({ context, event }) => ({
          code: context.code as string,
          password: event.type === 'link.submit' ? event.password : '',
        }),
        onDone: { target: 'done', actions: assign({ token: ({ event }) => event.output.token }) },
        onError: [
          {
            guard: { type: 'codeUsedUp', params: ({ event }) => ({ error: event.error }) },
            target: 'failed',
            actions: assign({ failure: 'expired' }),
          },
          { target: 'confirmLink', actions: assign({ linkError: ({ event }) => displayText(event.error) }) },
        ],
      },
    },
    done: { type: 'final' },
    failed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type OAuthCallbackMachine = typeof oauthCallbackMachine;
