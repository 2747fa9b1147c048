import { Effect } from 'effect';
import type { AccountsRepository, PasswordHasher } from '../../ports/accounts.port';

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD at start: creates the admin, or promotes the existing account and sets
 * the configured password. Returns what happened for the start-up log.
 */
export const ensureAdmin = (
  deps: { accounts: AccountsRepository; hasher: PasswordHasher },
  email: string,
  password: string,
) =>
  Effect.gen(function* () {
    const passwordHash = yield* deps.hasher.hash(password);
    const existing = yield* deps.accounts.findByEmail(email);
    if (existing) {
      const passwordOk = yield* deps.hasher.verify(password, existing.passwordHash);
      if (existing.role === 'ADMIN' && passwordOk) return 'unchanged' as const;
      yield* deps.accounts.updateCredentials(existing.id, { role: 'ADMIN', passwordHash });
      return 'promoted' as const;
    }
    // The nickname comes from the email's local part; a numbered suffix when it is taken.
    const local =
      email
        .split('@')[0]
        ?.replace(/[^0-9A-Za-z_]/g, '')
        .slice(0, 12) ?? '';
    const base = local.length >= 2 ? local : 'admin';
    for (let n = 0; n < 20; n++) {
      const nickname = n === 0 ? base : `${base}_${n}`;
      const outcome = yield* deps.accounts
        .insert({ email, passwordHash, nickname, role: 'ADMIN', job: null })
        .pipe(
          Effect.as('created' as const),
          // The email: another process created this account a moment ago and promotes it on its own run.
          // The nickname: the next suffix.
          Effect.catchTag('UniqueViolation', (violation) =>
            Effect.succeed(violation.key === 'email' ? ('unchanged' as const) : null),
          ),
        );
      if (outcome !== null) return outcome;
    }
    return yield* Effect.die(new Error('No free nickname for the admin account'));
  });
