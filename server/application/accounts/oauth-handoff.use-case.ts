import { Effect } from 'effect';
import { OAUTH_FAILURE_TEXT } from '../../../src/domain/text/social-login';
import { VALIDATION_TEXT } from '../../../src/domain/text/validation';
import type {
  AccountsRepository,
  OneTimeSecrets,
  PasswordHasher,
  TokenIssuer,
} from '../../ports/accounts.port';
import type { SocialLoginRepository } from '../../ports/social-login.port';
import { BadRequest, Unauthorized } from '../errors';

export type HandoffDeps = {
  readonly accounts: AccountsRepository;
  readonly social: SocialLoginRepository;
  readonly secrets: OneTimeSecrets;
  readonly hasher: PasswordHasher;
  readonly tokens: TokenIssuer;
};

const invalidCode = () =>
  new BadRequest({
    message: 'Invalid Code',
    errors: [{ field: 'code', reason: OAUTH_FAILURE_TEXT.expired }],
  });

/**
 * POST /api/auth/oauth/exchange: a token code is used up for the session token; a link code is only
 * read (it waits for the password) and says which account and provider are to be linked.
 */
export const exchangeHandoff = (deps: HandoffDeps, code: string, now: Date) =>
  Effect.gen(function* () {
    const hash = deps.secrets.hash(code);
    const seen = yield* deps.social.peekHandoff(hash, now);
    if (!seen) return yield* Effect.fail(invalidCode());
    if (seen.kind === 'link')
      return { outcome: 'link' as const, provider: seen.provider, email: seen.email ?? '' };
    const taken = yield* deps.social.takeHandoff(hash, now);
    const account = taken ? yield* deps.accounts.findById(taken.userId) : null;
    if (!account) return yield* Effect.fail(invalidCode());
    return { outcome: 'signedIn' as const, token: yield* deps.tokens.issue(account) };
  });

/** The email of the account a link code points at (what the sign-in limits count), or null. */
export const linkTargetEmail = (deps: HandoffDeps, code: string, now: Date) =>
  Effect.gen(function* () {
    const seen = yield* deps.social.peekHandoff(deps.secrets.hash(code), now);
    if (seen?.kind !== 'link') return null;
    return (yield* deps.accounts.findById(seen.userId))?.email ?? null;
  });

/**
 * POST /api/auth/oauth/link: with the right password of the existing account, the social identity
 * joins it (the code is used up) and the user is signed in. A wrong password leaves the code usable.
 */
export const linkWithPassword = (deps: HandoffDeps, input: { code: string; password: string }, now: Date) =>
  Effect.gen(function* () {
    const hash = deps.secrets.hash(input.code);
    const seen = yield* deps.social.peekHandoff(hash, now);
    if (seen?.kind !== 'link') return yield* Effect.fail(invalidCode());
    const account = yield* deps.accounts.findById(seen.userId);
    const ok = yield* deps.hasher.verify(input.password, account?.passwordHash ?? null);
    if (!account || !ok)
      return yield* Effect.fail(
        new Unauthorized({
          message: 'Bad credentials',
          errors: [{ field: 'password', reason: VALIDATION_TEXT.badCredentials }],
        }),
      );
    const taken = yield* deps.social.takeHandoff(hash, now);
    if (!taken) return yield* Effect.fail(invalidCode());
    yield* deps.social.linkIdentity(account.id, taken.provider, taken.subject, taken.email);
    return { token: yield* deps.tokens.issue(account) };
  });
