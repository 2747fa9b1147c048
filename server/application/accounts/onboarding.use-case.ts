import { Effect } from 'effect';
import type { Viewer } from '../../../src/domain/viewer';
import { ONBOARDING_TEXT } from '../../../src/domain/text/social-login';
import { VALIDATION_TEXT } from '../../../src/domain/text/validation';
import type { AccountsRepository } from '../../ports/accounts.port';
import { Conflict } from '../errors';
import { birthDateFields } from './guardian.use-case';

export type OnboardingInput = {
  nickname: string;
  job?: string | undefined;
  /** `YYYY-MM-DD`, required as at sign-up (issue 23): under 14 the account waits for a guardian's consent. */
  birthDate: string;
};

/**
 * The profile a first social sign-in still needs: a unique nickname, an optional job, a date of
 * birth and accepted terms. Done once; afterwards the profile is edited like any other.
 */
export const completeProfile = (
  accounts: AccountsRepository,
  actor: NonNullable<Viewer>,
  input: OnboardingInput,
  now: Date,
) =>
  Effect.gen(function* () {
    const nicknameTaken = new Conflict({
      message: 'Conflict',
      errors: [{ field: 'nickname', reason: VALIDATION_TEXT.nicknameTaken }],
    });
    if (yield* accounts.nicknameTaken(input.nickname)) return yield* Effect.fail(nicknameTaken);
    const job = input.job?.trim() ? input.job.trim() : null;
    const minor = yield* birthDateFields(input.birthDate, now);
    const outcome = yield* accounts
      .completeProfile(actor.id, { nickname: input.nickname, job, ...minor }, now)
      // A concurrent onboarding can take the nickname between the check and the update.
      .pipe(Effect.catchTag('UniqueViolation', () => Effect.fail(nicknameTaken)));
    if (outcome === 'done')
      return yield* Effect.fail(
        new Conflict({ message: 'Profile Already Complete', detailedMessage: ONBOARDING_TEXT.alreadyDone }),
      );
  });
