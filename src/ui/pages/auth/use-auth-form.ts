import { type FormEvent, useState } from 'react';
import type { FieldErrors, SubmitResult } from '../../../application/auth-forms';
import { useAuthSuccess } from './use-auth-success';

export type AuthForm<F extends string> = {
  readonly values: Readonly<Record<F, string>>;
  readonly errors: FieldErrors<F>;
  readonly formError: string | null;
  readonly pending: boolean;
  /** Sets one field and clears its error. */
  readonly set: (field: F) => (value: string) => void;
  readonly onSubmit: (event: FormEvent) => Promise<void>;
};

/**
 * The state both auth forms share: values, per-field errors, a form-level error and a pending flag.
 * A second submit while one is pending is ignored; success hands the token to the session.
 */
export const useAuthForm = <F extends string>(
  initial: Readonly<Record<F, string>>,
  submit: (values: Readonly<Record<F, string>>) => Promise<SubmitResult<F>>,
  successMessage: string,
): AuthForm<F> => {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const onSuccess = useAuthSuccess(successMessage);

  const set = (field: F) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setFormError(null);
    const result = await submit(values);
    setPending(false);
    if (result.ok) return onSuccess(result.token);
    setErrors(result.fieldErrors);
    setFormError(result.formError);
  };

  return { values, errors, formError, pending, set, onSubmit };
};
