import * as v from 'valibot';
import { ROLES } from '../domain/role';
import { VALIDATION_TEXT as T } from '../domain/text/validation';
import { BirthDate, birthDateMissing } from './birth-date';
import { singleLineText } from './common';
import { ConsentList } from './consents';

/** Nickname: 2 to 16 characters of Hangul, Latin letters, digits or underscore. */
export const Nickname = v.pipe(
  singleLineText({ trim: true, message: T.required }),
  v.minLength(2, T.nicknameLength),
  v.maxLength(16, T.nicknameLength),
  v.regex(/^[0-9A-Za-z_\u3131-\u318E\uAC00-\uD7A3]+$/, T.nicknameChars),
);

export const Email = v.pipe(
  singleLineText({ trim: true, message: T.required }),
  v.toLowerCase(),
  v.maxLength(254, T.email),
  v.email(T.email),
);
export const Password = v.pipe(
  singleLineText({ message: T.required }),
  v.minLength(8, T.passwordLength),
  v.maxLength(64, T.passwordLength),
);

/** A password being checked, not chosen: only its length is bounded here. */
export const GivenPassword = v.pipe(
  singleLineText({ message: T.required }),
  v.minLength(1, T.required),
  v.maxLength(64, T.passwordLength),
);

/** The job a member introduces themself with (sign-up, onboarding). */
export const Job = v.pipe(singleLineText({ trim: true }), v.maxLength(40, T.jobLength));

export const SignUpRequest = v.object(
  {
    email: Email,
    password: Password,
    nickname: Nickname,
    job: v.optional(Job),
    /** The documents ticked (issue 23): terms and privacy are required (the sign-up's 400 names each). */
    consents: v.optional(ConsentList, []),
    /** `YYYY-MM-DD`, required (issue 23): under 14 the account waits for a guardian's consent. */
    birthDate: BirthDate,
  },
  birthDateMissing,
);
export type SignUpRequest = v.InferInput<typeof SignUpRequest>;

export const SignInRequest = v.object({
  email: Email,
  password: GivenPassword,
});
export type SignInRequest = v.InferInput<typeof SignInRequest>;

export const TokenResponse = v.object({ token: v.string() });
export type TokenResponse = v.InferOutput<typeof TokenResponse>;

export const RoleSchema = v.picklist(ROLES);
