import type { SocialProvider } from '../src/domain/social-login';

/**
 * A social login provider as configured. Kakao and Naver are OAuth 2.0 with a user-info endpoint of
 * their own shape; Google is OpenID Connect, found from its issuer (discovery) and signing an ID token.
 */
export type OAuthProviderConfig =
  | {
      readonly name: Extract<SocialProvider, 'kakao' | 'naver'>;
      readonly protocol: 'oauth2';
      readonly clientId: string;
      readonly clientSecret: string;
      readonly authorizationUrl: string;
      readonly tokenUrl: string;
      readonly userInfoUrl: string;
    }
  | {
      readonly name: Extract<SocialProvider, 'google'>;
      readonly protocol: 'oidc';
      readonly clientId: string;
      readonly clientSecret: string;
      readonly issuer: string;
    };

export type OAuthConfig = {
  /** Only the providers whose client id and secret are set, in the order the sign-in page shows them. */
  readonly providers: readonly OAuthProviderConfig[];
  /** How long one request to a provider may take before the sign-in fails. */
  readonly timeoutMs: number;
};

const OAUTH2_DEFAULTS = {
  kakao: {
    authorizationUrl: 'https://kauth.kakao.com/oauth/authorize',
    tokenUrl: 'https://kauth.kakao.com/oauth/token',
    userInfoUrl: 'https://kapi.kakao.com/v2/user/me',
  },
  naver: {
    authorizationUrl: 'https://nid.naver.com/oauth2.0/authorize',
    tokenUrl: 'https://nid.naver.com/oauth2.0/token',
    userInfoUrl: 'https://openapi.naver.com/v1/nid/me',
  },
} as const;

const GOOGLE_ISSUER = 'https://accounts.google.com';

const absoluteUrl = (name: string, value: string): string | { error: string } => {
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return value;
  } catch {
    // reported below
  }
  return { error: `${name} must be an absolute http(s) URL` };
};

const text = (env: Readonly<Record<string, string | undefined>>, key: string) =>
  env[key]?.trim() || undefined;

/**
 * `KAKAO_CLIENT_ID`/`KAKAO_CLIENT_SECRET` (and NAVER_, GOOGLE_) enable a provider; its endpoints
 * (`KAKAO_AUTHORIZATION_URL`, `KAKAO_TOKEN_URL`, `KAKAO_USERINFO_URL`, the same for NAVER_, and
 * `GOOGLE_ISSUER`) default to the real ones and exist so tests can point at a local server.
 */
export const readOAuthConfig = (
  env: Readonly<Record<string, string | undefined>>,
): OAuthConfig | { error: string } => {
  const providers: OAuthProviderConfig[] = [];
  for (const name of ['kakao', 'naver', 'google'] as const) {
    const prefix = name.toUpperCase();
    const clientId = text(env, `${prefix}_CLIENT_ID`);
    const clientSecret = text(env, `${prefix}_CLIENT_SECRET`);
    if ((clientId === undefined) !== (clientSecret === undefined))
      return { error: `${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together` };
    if (clientId === undefined || clientSecret === undefined) continue;
    if (name === 'google') {
      const issuer = absoluteUrl('GOOGLE_ISSUER', text(env, 'GOOGLE_ISSUER') ?? GOOGLE_ISSUER);
      if (typeof issuer !== 'string') return issuer;
      providers.push({ name, protocol: 'oidc', clientId, clientSecret, issuer });
      continue;
    }
    const urls: Record<string, string> = {};
    for (const [field, suffix] of [
      ['authorizationUrl', 'AUTHORIZATION_URL'],
      ['tokenUrl', 'TOKEN_URL'],
      ['userInfoUrl', 'USERINFO_URL'],
    ] as const) {
      const key = `${prefix}_${suffix}`;
      const url = absoluteUrl(key, text(env, key) ?? OAUTH2_DEFAULTS[name][field]);
      if (typeof url !== 'string') return url;
      urls[field] = url;
    }
    providers.push({
      name,
      protocol: 'oauth2',
      clientId,
      clientSecret,
      authorizationUrl: urls.authorizationUrl as string,
      tokenUrl: urls.tokenUrl as string,
      userInfoUrl: urls.userInfoUrl as string,
    });
  }
  const timeout = text(env, 'OAUTH_TIMEOUT_MS') ?? '10000';
  if (!/^[0-9]{1,6}$/.test(timeout) || Number(timeout) < 100)
    return { error: 'OAUTH_TIMEOUT_MS must be a number of milliseconds from 100' };
  return { providers, timeoutMs: Number(timeout) };
};
