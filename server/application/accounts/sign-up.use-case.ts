import { Effect } from 'effect';
import type { Role } from '../../../src/domain/role';
import { VALIDATION_TEXT } from '../../../src/domain/text/validation';
import type { AccountsRepository, PasswordHasher, TokenIssuer } from '../../ports/accounts.port';
import { Conflict, type FieldError } from '../errors';
import { birthDateFields } from './guardian.use-case';

export type AccountsDeps = {
  readonly accounts: AccountsRepository;
  readonly hasher: PasswordHasher;
  readonly tokens: TokenIssuer;
};

export type SignUpInput = {
  email: string;
  password: string;
  nickname: string;
  job?: string | undefined;
  /** `YYYY-MM-DD`, required (issue 23): under 14 the account waits for a guardian's consent. */
  birthDate: string;
};

const taken = (fields: ReadonlyArray<'email' | 'nickname'>): Conflict => {
  const errors: FieldError[] = fields.map((field) => ({
    field,
    reason: field === 'email' ? VALIDATION_TEXT.emailTaken : VALIDATION_TEXT.nicknameTaken,
  }));
  return new Conflict({ message: 'Conflict', errors });
};

/**
 * Creates an account (role USER unless a trusted caller says otherwise) and signs the user in. Every
 * sign-up gives a date of birth (issue 23; the operator CLI and the demo seed make their accounts
 * without this use case); under 14 the account starts pending: it may read, and write nothing until a guardian
 * consents (guardian.use-case.ts).
 */
export const signUp = (deps: AccountsDeps, input: SignUpInput, role: Role = 'USER', now: Date = new Date()) =>
  Effect.gen(function* () {
    const minor = yield* birthDateFields(input.birthDate, now);
    const [emailTaken, nicknameTaken] = yield* Effect.all([
      deps.accounts.emailTaken(input.email),
      deps.accounts.nicknameTaken(input.nickname),
    ]);
    const clashes = [
      ...(emailTaken ? ['email' as const] : []),
      ...(nicknameTaken ? ['nickname' as const] : []),
    ];
    if (clashes.length > 0) return yield* taken(clashes);
    const passwordHash = yield* deps.hasher.hash(input.password);
    const job = input.job?.trim() ? input.job.trim() : null;
    const created = yield* deps.accounts
      .insert({ email: input.email, passwordHash, nickname: input.nickname, role, job, ...minor })
      // A concurrent sign-up can take the key between the check and the insert.
      .pipe(Effect.catchTag('UniqueViolation', (violation) => Effect.fail(taken([violation.key]))));
    const token = yield* deps.tokens.issue(created);
    return { id: created.id, token };
  });
