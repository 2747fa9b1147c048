import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { type FieldErrors, type SignInField, submitSignIn } from '../../../application/auth-forms';
import { AUTH_TEXT as T } from '../../../domain/text/auth';
import { Button } from '../../components';
import { useServices } from '../../hooks/use-services';
import { PageFrameTitle } from '../page-title';
import { AuthCard, AuthSubtitle, AuthTitle, Form, FormError, Switch } from './auth-form.styles';
import { TextField } from './text-field';
import { useAuthSuccess, useOriginPath } from './use-auth-success';

/** /signIn: email and password; on success back to the origin path or '/'. */
export const SignInPage = () => {
  const { sessionApi } = useServices();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<SignInField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const onSuccess = useAuthSuccess(T.signedIn);
  const origin = useOriginPath();

  const set = (field: SignInField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setFormError(null);
    const result = await submitSignIn(sessionApi, values);
    setPending(false);
    if (result.ok) return onSuccess(result.token);
    setErrors(result.fieldErrors);
    setFormError(result.formError);
  };

  return (
    <AuthCard>
      <PageFrameTitle title={T.signInTitle} />
      <AuthTitle>{T.signInTitle}</AuthTitle>
      <AuthSubtitle>{T.signInSubtitle}</AuthSubtitle>
      <Form noValidate onSubmit={onSubmit} aria-label={T.signInTitle}>
        {formError ? <FormError role="alert">{formError}</FormError> : null}
        <TextField
          label={T.email}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          placeholder={T.emailPlaceholder}
          value={values.email}
          error={errors.email}
          onValue={set('email')}
        />
        <TextField
          label={T.password}
          name="password"
          autoComplete="current-password"
          password
          value={values.password}
          error={errors.password}
          onValue={set('password')}
        />
        <Button type="submit" size="lg" block pending={pending}>
          {T.signInSubmit}
        </Button>
      </Form>
      <Switch>
        {T.noAccount}
        <Link href="/signUp" state={origin ? { from: origin } : undefined}>
          {T.goSignUp}
        </Link>
      </Switch>
    </AuthCard>
  );
};
