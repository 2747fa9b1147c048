import { Effect } from 'effect';
import { PASSWORD_RESET_TEXT as T } from '../../../src/domain/text/social-login';
import type { AccountsRepository, OneTimeSecrets, PasswordHasher } from '../../ports/accounts.port';
import type { Mailer, PasswordResetRepository } from '../../ports/password-reset.port';
import { BadRequest } from '../errors';

/** A reset link works for 30 minutes, once. */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

export type PasswordResetDeps = {
  readonly accounts: AccountsRepository;
  readonly resets: PasswordResetRepository;
  readonly secrets: OneTimeSecrets;
  readonly hasher: PasswordHasher;
  readonly mailer: Mailer;
  /** The address of the reset page for a token (PUBLIC_URL based, never the request's Host header). */
  readonly resetLink: (token: string) => string;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Mails a reset link when the email has an account, and does nothing otherwise. The caller answers
 * before this runs (the same 202 either way, at the same speed), so nothing tells whether the email
 * is registered.
 */
export const sendResetLink = (deps: PasswordResetDeps, email: string, now: Date) =>
  Effect.gen(function* () {
    const account = yield* deps.accounts.findByEmail(email);
    if (!account?.email) return 'unknown' as const;
    const { secret, hash } = deps.secrets.create();
    yield* deps.resets.issue(account.id, hash, now, new Date(now.getTime() + RESET_TOKEN_TTL_MS));
    const link = deps.resetLink(secret);
    yield* deps.mailer.send({
      to: account.email,
      subject: T.mailSubject,
      text: T.mailText(link),
      html: `<p>${T.mailText(link)
        .split('\n')
        .map((line) =>
          line === link ? `<a href="${escapeHtml(link)}">${T.mailButton}</a>` : escapeHtml(line),
        )
        .join('<br>')}</p>`,
    });
    return 'sent' as const;
  });

const invalidToken = new BadRequest({
  message: 'Invalid Reset Token',
  errors: [{ field: 'token', reason: T.invalidToken }],
});

/**
 * Sets the new password with a live token; the token is used up and every session signs out. Answers the
 * account's email, so the host can clear that account's failed sign-ins (server/adapters/http/
 * routes/user.routes.ts): whoever proved they own the mailbox is not the one guessing the password.
 */
export const resetPassword = (
  deps: PasswordResetDeps,
  input: { token: string; password: string },
  now: Date,
) =>
  Effect.gen(function* () {
    const tokenHash = deps.secrets.hash(input.token);
    // A guessed token costs one lookup, not a password hash; the consume below still decides.
    if (!(yield* deps.resets.isLive(tokenHash, now))) return yield* Effect.fail(invalidToken);
    const passwordHash = yield* deps.hasher.hash(input.password);
    const userId = yield* deps.resets.consume(tokenHash, passwordHash, now);
    if (userId === null) return yield* Effect.fail(invalidToken);
    const account = yield* deps.accounts.findById(userId);
    return { email: account?.email ?? null };
  });
