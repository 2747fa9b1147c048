import type { Effect } from 'effect';

/** Password reset tokens (stored hashed) and the password change they allow. */
export interface PasswordResetRepository {
  /** Stores a new token for the account, replacing any earlier one: only the latest link works. */
  issue(userId: number, tokenHash: string, now: Date, expiresAt: Date): Effect.Effect<void>;
  /** Whether a token is live (known, unused, unexpired): checked before the costly password hash. */
  isLive(tokenHash: string, now: Date): Effect.Effect<boolean>;
  /**
   * In one transaction: uses up a live token, sets the password and bumps the token version (every
   * session signs out). The account id, or null when the token is unknown, used or expired.
   */
  consume(tokenHash: string, passwordHash: string, now: Date): Effect.Effect<number | null>;
}

export type MailMessage = {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
};

/** Outgoing mail: SMTP when configured, else a local outbox directory. Failures are defects. */
export interface Mailer {
  send(message: MailMessage): Effect.Effect<void>;
}
