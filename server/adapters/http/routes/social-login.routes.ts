import { timingSafeEqual } from 'node:crypto';
import { Cause, Effect, Exit, Option } from 'effect';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as client from 'openid-client';
import { ACCOUNT_OPERATIONS as OPS } from '../../../../src/contract/account.operations';
import { paths } from '../../../../src/domain/paths';
import {
  isSocialProvider,
  type OAuthFailureReason,
  type SocialProvider,
} from '../../../../src/domain/social-login';
import {
  exchangeHandoff,
  type HandoffDeps,
  linkTargetEmail,
  linkWithPassword,
} from '../../../application/accounts/oauth-handoff.use-case';
import { finishSocialSignIn } from '../../../application/accounts/social-sign-in.use-case';
import { OAuthFailure } from '../../../ports/social-login.port';
import { accountsRepository } from '../../db/accounts.repository';
import { socialLoginRepository } from '../../db/social-login.repository';
import { PENDING_COOKIE, PENDING_TTL_SECONDS, pendingCookie } from '../../oauth/pending-cookie';
import { openIdProviders } from '../../oauth/openid-providers';
import { oneTimeSecrets } from '../../security/one-time-secrets';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../env';
import { routesOf, serve, serveRaw } from '../operation-routes';
import { publicBaseUrl } from '../public-url';
import { enforceRateLimit } from '../rate-limit';
import { signInGuard } from '../sign-in-guard';
import { HttpError } from '../http-error';

/** What a callback may carry: printable ASCII of a sane length (no control characters, no megabytes). */
const CALLBACK_VALUE = /^[\x21-\x7e]{1,2048}$/;
const STATE_VALUE = /^[A-Za-z0-9_-]{16,128}$/;

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Social login: the redirect to the provider, the callback, and the one-time code the app exchanges.
 * Every failure of the two browser-facing routes ends on the failure page with a reason, never in a
 * JSON error or a 5xx: they are navigations, not API calls.
 */
export const socialLoginRoutes = (deps: AppDeps) => {
  const providers = openIdProviders(deps.config.oauth, deps.logger);
  const cookie = pendingCookie(deps.jwt.deriveKey('oauth-state'));
  const base = publicBaseUrl(deps.config);
  const secure = base.startsWith('https:');
  const secrets = oneTimeSecrets();
  const accounts = accountsRepository(deps.db);
  const social = socialLoginRepository(deps.db);
  const handoffDeps: HandoffDeps = {
    accounts,
    social,
    secrets,
    hasher: deps.hasher,
    tokens: deps.jwt.issuer,
  };
  const redirectUri = (provider: SocialProvider) => `${base}/api/auth/oauth/${provider}/callback`;
  const failure = (c: Context<AppEnv>, reason: OAuthFailureReason) =>
    c.redirect(paths.oauthLoginFailure(reason), 302);

  /** The oauth policy, answered as a failure page rather than a JSON 429. */
  const limited = async (c: Context<AppEnv>): Promise<boolean> => {
    try {
      await enforceRateLimit(c, 'oauth');
      return false;
    } catch (error) {
      if (error instanceof HttpError && error.status === 429) return true;
      throw error;
    }
  };

  const callback = async (c: Context<AppEnv>, name: string): Promise<Response> => {
    const provider = isSocialProvider(name) ? providers.get(name) : undefined;
    const pending = await cookie.open(getCookie(c, PENDING_COOKIE));
    // The attempt is over whatever happens next: its cookie never serves a second callback.
    deleteCookie(c, PENDING_COOKIE, { path: '/api/auth/oauth', secure, httpOnly: true, sameSite: 'Lax' });
    if (!provider) return failure(c, 'disabled');
    const url = new URL(c.req.url);
    const params = url.searchParams;
    const [code, state, error] = [params.get('code'), params.get('state'), params.get('error')];
    if (state !== null && !STATE_VALUE.test(state)) return failure(c, 'invalid');
    if (code !== null && !CALLBACK_VALUE.test(code)) return failure(c, 'invalid');
    if (error !== null && !CALLBACK_VALUE.test(error)) return failure(c, 'invalid');
    if (!pending || pending.provider !== provider.name || state === null || !sameText(state, pending.state))
      return failure(c, 'state');
    if (error !== null) return failure(c, error === 'access_denied' ? 'denied' : 'provider');
    if (code === null) return failure(c, 'invalid');
    // The URL the provider redirected to, on our public address (a proxy may have changed the host).
    const callbackUrl = new URL(redirectUri(provider.name));
    callbackUrl.search = url.search;
    const exit = await Effect.runPromiseExit(
      provider
        .complete(callbackUrl, pending)
        .pipe(
          Effect.flatMap((profile) =>
            finishSocialSignIn({ accounts, social, secrets }, provider.name, profile, deps.clock()),
          ),
        ),
    );
    if (Exit.isSuccess(exit)) return c.redirect(paths.oauth(exit.value), 302);
    const failed = Cause.findErrorOption(exit.cause);
    if (Option.isSome(failed) && failed.value instanceof OAuthFailure) return failure(c, failed.value.reason);
    deps.logger.error({ err: exit.cause, provider: provider.name }, 'social sign-in failed');
    return failure(c, 'provider');
  };

  return routesOf([
    serveRaw(OPS.oauthStart, async ({ c, params }) => {
      if (await limited(c)) return failure(c, 'rateLimited');
      const provider = isSocialProvider(params.provider) ? providers.get(params.provider) : undefined;
      if (!provider) return failure(c, 'disabled');
      const pending = {
        provider: provider.name,
        state: client.randomState(),
        codeVerifier: client.randomPKCECodeVerifier(),
        nonce: client.randomNonce(),
      };
      const exit = await Effect.runPromiseExit(
        provider.authorizationUrl(pending, redirectUri(provider.name)),
      );
      if (Exit.isFailure(exit)) {
        const failed = Cause.findErrorOption(exit.cause);
        return failure(c, Option.isSome(failed) ? failed.value.reason : 'provider');
      }
      setCookie(c, PENDING_COOKIE, await cookie.seal(pending), {
        path: '/api/auth/oauth',
        httpOnly: true,
        secure,
        // Lax: sent on the provider's top-level redirect back to us, never on cross-site subrequests.
        sameSite: 'Lax',
        maxAge: PENDING_TTL_SECONDS,
      });
      return c.redirect(exit.value.href, 302);
    }),
    serveRaw(OPS.oauthCallback, async ({ c, params }) => {
      if (await limited(c)) return failure(c, 'rateLimited');
      try {
        return await callback(c, params.provider);
      } catch (error) {
        deps.logger.error({ err: error }, 'social sign-in callback failed');
        return failure(c, 'provider');
      }
    }),
    serve(OPS.oauthExchange, ({ body }) => exchangeHandoff(handoffDeps, body.code, deps.clock())),
    serve(OPS.oauthLink, async ({ body, c }) => {
      const email = await Effect.runPromise(linkTargetEmail(handoffDeps, body.code, deps.clock()));
      const guard = email ? signInGuard(c, email) : null;
      await guard?.before();
      return linkWithPassword(handoffDeps, body, deps.clock()).pipe(
        Effect.tapError((error) =>
          error._tag === 'Unauthorized' && guard ? Effect.promise(guard.failed) : Effect.void,
        ),
        Effect.tap(() => (guard ? Effect.promise(guard.succeeded) : Effect.void)),
      );
    }),
  ]);
};
