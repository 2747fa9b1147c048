import * as client from 'openid-client';
import { Effect } from 'effect';
import type { SocialProvider } from '../../../src/domain/social-login';
import type { OAuthConfig, OAuthProviderConfig } from '../../oauth-config';
import {
  OAuthFailure,
  type OAuthProvider,
  type PendingAuthorization,
  type ProviderProfile,
} from '../../ports/social-login.port';
import type { Logger } from '../log/logger';
import { readKakaoProfile, readNaverProfile } from './provider-profiles';

/** Plain http is refused (openid-client's default) except to this machine, where tests run their provider. */
const isLoopback = (url: string) => {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\./.test(host);
};

const SCOPES: Readonly<Record<SocialProvider, string | null>> = {
  google: 'openid email profile',
  kakao: 'profile_nickname account_email',
  // Naver takes no scope parameter: what it shares is chosen in the application's console.
  naver: null,
};

/** A timeout anywhere in the cause chain of a failed request. */
const timedOut = (error: unknown): boolean => {
  for (let e: unknown = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const name = (e as { name?: unknown }).name;
    if (name === 'TimeoutError' || name === 'AbortError') return true;
  }
  return false;
};

/**
 * The openid-client Configuration of a provider: from discovery for OpenID Connect (cached, retried
 * after a failure), from the configured endpoints for plain OAuth 2.0 (whose issuer is the
 * authorization server's origin). ID token signatures are checked against the provider's keys
 * (non-repudiation checks), not only trusted because they came over TLS.
 */
const configurationOf = (cfg: OAuthProviderConfig, timeoutSeconds: number) => {
  const auth = client.ClientSecretPost(cfg.clientSecret);
  const metadata = { client_secret: cfg.clientSecret };
  if (cfg.protocol === 'oauth2') {
    const config = new client.Configuration(
      {
        issuer: new URL(cfg.authorizationUrl).origin,
        authorization_endpoint: cfg.authorizationUrl,
        token_endpoint: cfg.tokenUrl,
      },
      cfg.clientId,
      metadata,
      auth,
    );
    config.timeout = timeoutSeconds;
    if (isLoopback(cfg.tokenUrl)) client.allowInsecureRequests(config);
    return () => Promise.resolve(config);
  }
  let cached: Promise<client.Configuration> | null = null;
  return () => {
    cached ??= client
      .discovery(new URL(cfg.issuer), cfg.clientId, metadata, auth, {
        timeout: timeoutSeconds,
        execute: [
          client.enableNonRepudiationChecks,
          ...(isLoopback(cfg.issuer) ? [client.allowInsecureRequests] : []),
        ],
      })
      .then((config) => {
        config.timeout = timeoutSeconds;
        return config;
      })
      .catch((error: unknown) => {
        cached = null;
        throw error;
      });
    return cached;
  };
};

const readUserInfo = async (
  config: client.Configuration,
  cfg: Extract<OAuthProviderConfig, { protocol: 'oauth2' }>,
  accessToken: string,
): Promise<ProviderProfile | null> => {
  const response = await client.fetchProtectedResource(config, accessToken, new URL(cfg.userInfoUrl), 'GET');
  if (!response.ok || !/\bjson\b/i.test(response.headers.get('content-type') ?? '')) return null;
  const body: unknown = await response.json().catch(() => null);
  return cfg.name === 'kakao' ? readKakaoProfile(body) : readNaverProfile(body);
};

const fromIdToken = (claims: client.IDToken | undefined): ProviderProfile | null => {
  if (!claims || typeof claims.sub !== 'string' || claims.sub === '') return null;
  const email = typeof claims.email === 'string' ? claims.email : null;
  const nickname = typeof claims.name === 'string' ? claims.name : null;
  return { subject: claims.sub, email, emailVerified: claims.email_verified === true, nickname };
};

/** One OAuthProvider per configured provider, backed by openid-client. */
export const openIdProviders = (oauth: OAuthConfig, logger: Logger): Map<SocialProvider, OAuthProvider> => {
  const providers = new Map<SocialProvider, OAuthProvider>();
  const timeoutSeconds = oauth.timeoutMs / 1000;
  for (const cfg of oauth.providers) {
    const configuration = configurationOf(cfg, timeoutSeconds);
    const fail = (stage: string) => (error: unknown) => {
      const reason = timedOut(error) ? 'timeout' : 'provider';
      logger.warn(
        { provider: cfg.name, stage, reason, err: error instanceof Error ? error.message : String(error) },
        'social sign-in failed at the provider',
      );
      return new OAuthFailure({ reason });
    };
    const scope = SCOPES[cfg.name];
    providers.set(cfg.name, {
      name: cfg.name,
      authorizationUrl: (pending: PendingAuthorization, redirectUri: string) =>
        Effect.tryPromise({
          try: async () => {
            const config = await configuration();
            const params: Record<string, string> = {
              redirect_uri: redirectUri,
              response_type: 'code',
              state: pending.state,
              code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
              code_challenge_method: 'S256',
            };
            if (scope) params.scope = scope;
            if (cfg.protocol === 'oidc') params.nonce = pending.nonce;
            return client.buildAuthorizationUrl(config, params);
          },
          catch: fail('authorization'),
        }),
      complete: (callbackUrl: URL, pending: PendingAuthorization) =>
        Effect.tryPromise({
          try: async () => {
            const config = await configuration();
            const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
              pkceCodeVerifier: pending.codeVerifier,
              expectedState: pending.state,
              ...(cfg.protocol === 'oidc' ? { expectedNonce: pending.nonce, idTokenExpected: true } : {}),
            });
            const profile =
              cfg.protocol === 'oidc'
                ? fromIdToken(tokens.claims())
                : await readUserInfo(config, cfg, tokens.access_token);
            if (!profile) throw new Error('the provider sent no usable profile');
            return profile;
          },
          catch: fail('callback'),
        }),
    });
  }
  return providers;
};
