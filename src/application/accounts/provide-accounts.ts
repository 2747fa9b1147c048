import { fromEffect } from '../effect-actor';
import type { AccountApi } from './account-api.port';
import { oauthCallbackMachine } from './oauth-callback.machine';

/** The /login/oauth machine with its calls from the session port. */
export const provideOAuthCallback = (accountApi: AccountApi) =>
  oauthCallbackMachine.provide({
    actors: {
      exchange: fromEffect((code: string) => accountApi.exchangeOAuthCode(code)),
      link: fromEffect((request: { code: string; password: string }) => accountApi.linkOAuth(request)),
    },
  });
