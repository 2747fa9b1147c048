import { Effect } from 'effect';
import * as v from 'valibot';
import { SignInRequest, SignUpRequest } from '../contract/auth';
import { displayText, isApiError } from './errors';
import type { SessionApi } from './ports/session-api.port';

export type SignInField = keyof SignInRequest;
/** The sign-up form's text fields; the consent boxes (`consents`) report their own errors. */
export type SignUpField = Exclude<keyof SignUpRequest, 'consents'>;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type SubmitResult<F extends string> =
  | { readonly ok: true; readonly token: string }
  | { readonly ok: false; readonly fieldErrors: FieldErrors<F>; readonly formError: string | null };

/** First message per field from valibot issues (the contract's messages are Korean). */
const issuesToFields = <F extends string>(issues: readonly v.BaseIssue<unknown>[], fields: readonly F[]) => {
  const out: FieldErrors<F> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) as F | null;
    if (key !== null && fields.includes(key) && out[key] === undefined) out[key] = issue.message;
  }
  return out;
};

const SIGN_IN_FIELDS: readonly SignInField[] = ['email', 'password'];
const SIGN_UP_FIELDS: readonly SignUpField[] = ['email', 'password', 'nickname', 'birthDate', 'job'];

export const validateSignIn = (values: SignInRequest): FieldErrors<SignInField> => {
  const parsed = v.safeParse(SignInRequest, values, { abortPipeEarly: true });
  return parsed.success ? {} : issuesToFields(parsed.issues, SIGN_IN_FIELDS);
};

export const validateSignUp = (values: SignUpRequest): FieldErrors<SignUpField> => {
  const parsed = v.safeParse(SignUpRequest, values, { abortPipeEarly: true });
  // The contract requires the date of birth (issue 23): a blank one is its 생년월일을 입력해 주세요.
  return parsed.success ? {} : issuesToFields(parsed.issues, SIGN_UP_FIELDS);
};

/** Server errors: `errors[].reason` on the named field when the form has it, else the error text on top. */
const toFailure = <F extends string>(error: unknown, fields: readonly F[]): SubmitResult<F> => {
  const fieldErrors: FieldErrors<F> = {};
  const body = isApiError(error) ? error.body : null;
  for (const entry of body?.errors ?? []) {
    const field = entry.field as F;
    if (fields.includes(field) && fieldErrors[field] === undefined) fieldErrors[field] = entry.reason;
  }
  const formError = Object.keys(fieldErrors).length > 0 ? null : displayText(error);
  return { ok: false, fieldErrors, formError };
};

const submit = async <F extends string>(
  effect: Effect.Effect<{ token: string }, unknown>,
  fields: readonly F[],
): Promise<SubmitResult<F>> => {
  try {
    const { token } = await Effect.runPromise(effect);
    return { ok: true, token };
  } catch (error) {
    return toFailure(error, fields);
  }
};

export const submitSignIn = (api: SessionApi, values: SignInRequest): Promise<SubmitResult<SignInField>> => {
  const fieldErrors = validateSignIn(values);
  if (Object.keys(fieldErrors).length > 0)
    return Promise.resolve({ ok: false, fieldErrors, formError: null });
  return submit(api.signIn(v.parse(SignInRequest, values)), SIGN_IN_FIELDS);
};

export const submitSignUp = (api: SessionApi, values: SignUpRequest): Promise<SubmitResult<SignUpField>> => {
  const fieldErrors = validateSignUp(values);
  if (Object.keys(fieldErrors).length > 0)
    return Promise.resolve({ ok: false, fieldErrors, formError: null });
  const parsed = v.parse(SignUpRequest, values);
  return submit(api.signUp({ ...parsed, job: parsed.job || undefined }), SIGN_UP_FIELDS);
};

/**
 * Any account form: validates `values` with the contract schema (Korean messages per field), then
 * runs `call` with the parsed request and maps a server error onto the fields or the form.
 */
export const submitForm = async <S extends v.GenericSchema, F extends string, A>(
  schema: S,
  fields: readonly F[],
  values: unknown,
  call: (request: v.InferOutput<S>) => Effect.Effect<A, unknown>,
): Promise<{ readonly ok: true; readonly value: A } | Extract<SubmitResult<F>, { ok: false }>> => {
  const parsed = v.safeParse(schema, values, { abortPipeEarly: true });
  if (!parsed.success)
    return { ok: false, fieldErrors: issuesToFields(parsed.issues, fields), formError: null };
  try {
    return { ok: true, value: await Effect.runPromise(call(parsed.output)) };
  } catch (error) {
    return toFailure(error, fields) as Extract<SubmitResult<F>, { ok: false }>;
  }
};
