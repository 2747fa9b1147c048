import { Effect } from 'effect';
import { placeholderNickname, type SocialProvider } from '../../../src/domain/social-login';
import type { AccountsRepository, OneTimeSecrets } from '../../ports/accounts.port';
import type { Handoff, ProviderProfile, SocialLoginRepository } from '../../ports/social-login.port';

/** How long the app has to exchange the one-time code (or to confirm a link with the password). */
export const HANDOFF_TTL_MS = 10 * 60 * 1000;

export type SocialSignInDeps = {
  readonly accounts: AccountsRepository;
  readonly social: SocialLoginRepository;
  readonly secrets: OneTimeSecrets;
};

/** A provider's email as we store it, or null when it is not a plausible address. */
const normalEmail = (email: string | null): string | null => {
  const e = email?.trim().toLowerCase() ?? '';
  return e.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e) ? e : null;
};

/**
 * After the provider vouched for the person: who they are here. A known (provider, subject) is the
 * returning user. Otherwise a verified email that already has an account asks to link (the app
 * confirms with that account's password); anything else is a new account with an incomplete profile,
 * which keeps the email only when it is verified. Returns the one-time code for /login/oauth.
 */
export const finishSocialSignIn = (
  deps: SocialSignInDeps,
  provider: SocialProvider,
  profile: ProviderProfile,
  now: Date,
) =>
  Effect.gen(function* () {
    const email = normalEmail(profile.email);
    const verifiedEmail = profile.emailVerified ? email : null;
    let handoff: Handoff;
    const known = yield* deps.social.userIdBySubject(provider, profile.subject);
    if (known !== null) {
      handoff = { kind: 'token', userId: known, provider, subject: profile.subject, email };
    } else {
      const owner = verifiedEmail ? yield* deps.accounts.findByEmail(verifiedEmail) : null;
      if (owner) {
        handoff = {
          kind: 'link',
          userId: owner.id,
          provider,
          subject: profile.subject,
          email: verifiedEmail,
        };
      } else {
        const account = yield* createAccount(deps, provider, profile.subject, verifiedEmail, email);
        handoff = { kind: 'token', userId: account.id, provider, subject: profile.subject, email };
      }
    }
    const { secret, hash } = deps.secrets.create();
    yield* deps.social.saveHandoff(hash, handoff, now, new Date(now.getTime() + HANDOFF_TTL_MS));
    return secret;
  });

const createAccount = (
  deps: SocialSignInDeps,
  provider: SocialProvider,
  subject: string,
  email: string | null,
  identityEmail: string | null,
) =>
  Effect.gen(function* () {
    // A random placeholder clashes with another only by a vanishing chance; try again if it does.
    for (let attempt = 0; attempt < 5; attempt++) {
      const created = yield* deps.social
        .createSocialAccount({
          provider,
          subject,
          email,
          identityEmail,
          placeholderNickname: placeholderNickname(deps.secrets.create().hash),
        })
        .pipe(Effect.catchTag('UniqueViolation', () => Effect.succeed(null)));
      if (created !== null) return created;
    }
    return yield* Effect.die(new Error('no free placeholder nickname'));
  });
