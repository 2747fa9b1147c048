import { type FormEvent, useState } from 'react';
import type { FieldErrors } from '../../../application/auth-forms';

type Outcome<F extends string, A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly fieldErrors: FieldErrors<F>; readonly formError: string | null };

/**
 * The state of an account form other than sign-in and sign-up (onboarding, password reset): values,
 * per-field and form errors, and a pending flag that ignores a second submit while one runs.
 */
export const useAccountForm = <V extends Record<string, string | boolean>, A>(
  initial: V,
  submit: (values: V) => Promise<Outcome<Extract<keyof V, string>, A>>,
  onSuccess: (value: A) => void,
) => {
  type F = Extract<keyof V, string>;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const set =
    <K extends F>(field: K) =>
    (value: V[K]) => {
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
    if (result.ok) return onSuccess(result.value);
    setErrors(result.fieldErrors);
    setFormError(result.formError);
  };

  return { values, errors, formError, pending, set, onSubmit };
};
