import { Effect } from 'effect';
import { describe, expect, it, vi } from 'vitest';
import { VALIDATION_TEXT } from '../domain/text/validation';
import { BIRTH_DATE_TEXT } from '../domain/text/birth-date';
import { submitSignIn, submitSignUp, validateSignUp } from './auth-forms';
import { apiErrorFromStatus, networkError } from './errors';
import type { SessionApi } from './ports/session-api.port';

const api = (overrides: Partial<SessionApi> = {}): SessionApi => ({
  signIn: vi.fn(() => Effect.succeed({ token: 't' })),
  signUp: vi.fn(() => Effect.succeed({ token: 'u' })),
  profile: vi.fn(() => Effect.die('unexpected profile call')),
  logout: vi.fn(() => Effect.die('unexpected logout call')),
  ...overrides,
});

describe('auth forms', () => {
  it('validates with the contract schemas and Korean messages, calling nothing when invalid', async () => {
    const sessionApi = api();
    const result = await submitSignIn(sessionApi, { email: 'nope', password: '' });
    expect(result).toEqual({
      ok: false,
      fieldErrors: { email: VALIDATION_TEXT.email, password: VALIDATION_TEXT.required },
      formError: null,
    });
    expect(sessionApi.signIn).not.toHaveBeenCalled();
    expect(validateSignUp({ email: 'a@b.co', password: 'short', nickname: 'x', birthDate: '' })).toEqual({
      password: VALIDATION_TEXT.passwordLength,
      nickname: VALIDATION_TEXT.nicknameLength,
      birthDate: BIRTH_DATE_TEXT.required,
    });
    expect(
      validateSignUp({ email: 'a@b.co', password: 'password1', nickname: '민준', birthDate: '2013-02-29' }),
    ).toEqual({ birthDate: BIRTH_DATE_TEXT.invalid });
  });

  it('sends the normalised request and returns the token', async () => {
    const sessionApi = api();
    const result = await submitSignUp(sessionApi, {
      email: ' Me@Kickoff.Example ',
      password: 'password1',
      nickname: '민준맘',
      birthDate: '1988-03-01',
      job: '',
    });
    expect(result).toEqual({ ok: true, token: 'u' });
    expect(sessionApi.signUp).toHaveBeenCalledWith({
      email: 'me@kickoff.example',
      password: 'password1',
      nickname: '민준맘',
      birthDate: '1988-03-01',
      consents: [],
      job: undefined,
    });
  });

  it('puts server reasons on their fields', async () => {
    const error = apiErrorFromStatus(409, {
      message: 'Conflict',
      errors: [{ field: 'nickname', reason: VALIDATION_TEXT.nicknameTaken }],
    });
    const result = await submitSignUp(api({ signUp: () => Effect.fail(error) }), {
      email: 'a@b.co',
      password: 'password1',
      nickname: '민준맘',
      birthDate: '1988-03-01',
    });
    expect(result).toEqual({
      ok: false,
      fieldErrors: { nickname: VALIDATION_TEXT.nicknameTaken },
      formError: null,
    });
  });

  it('shows other failures as one form error', async () => {
    const result = await submitSignIn(api({ signIn: () => Effect.fail(networkError()) }), {
      email: 'a@b.co',
      password: 'x',
    });
    expect(result).toEqual({ ok: false, fieldErrors: {}, formError: networkError().text });
  });
});
