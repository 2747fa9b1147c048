import * as v from 'valibot';
import { ROLES } from '../domain/role';
import { VALIDATION_TEXT as T } from '../domain/text/validation';

/** Nickname: 2 to 16 characters of Hangul, Latin letters, digits or underscore. */
export const Nickname = v.pipe(
  v.string(T.required),
  v.trim(),
  v.minLength(2, T.nicknameLength),
  v.maxLength(16, T.nicknameLength),
  v.regex(/^[0-9A-Za-z_\u3131-\u318E\uAC00-\uD7A3]+$/, T.nicknameChars),
);

export const Email = v.pipe(
  v.string(T.required),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(254, T.email),
  v.email(T.email),
);
export const Password = v.pipe(
  v.string(T.required),
  v.minLength(8, T.passwordLength),
  v.maxLength(64, T.passwordLength),
);

export const SignUpRequest = v.object({
  email: Email,
  password: Password,
  nickname: Nickname,
  job: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40, T.jobLength))),
});
export type SignUpRequest = v.InferInput<typeof SignUpRequest>;

export const SignInRequest = v.object({
  email: Email,
  password: v.pipe(v.string(T.required), v.minLength(1, T.required), v.maxLength(64, T.passwordLength)),
});
export type SignInRequest = v.InferInput<typeof SignInRequest>;

export const TokenResponse = v.object({ token: v.string() });
export type TokenResponse = v.InferOutput<typeof TokenResponse>;

export const RoleSchema = v.picklist(ROLES);
