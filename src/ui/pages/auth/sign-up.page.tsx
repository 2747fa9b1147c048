import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { type FieldErrors, type SignUpField, submitSignUp } from '../../../application/auth-forms';
import { AUTH_TEXT as T } from '../../../domain/text/auth';
import { Button } from '../../components';
import { useServices } from '../../hooks/use-services';
import { PageFrameTitle } from '../page-title';
import { AuthCard, AuthSubtitle, AuthTitle, Form, FormError, Switch } from './auth-form.styles';
import { TextField } from './text-field';
import { useAuthSuccess, useOriginPath } from './use-auth-success';

const EMPTY = { email: '', password: '', nickname: '', job: '' };

/** /signUp: email, password, nickname and an optional job; a new account is signed in at once. */
export const SignUpPage = () => {
  const { sessionApi } = useServices();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<SignUpField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const onSuccess = useAuthSuccess(T.signedUp);
  const origin = useOriginPath();

  const set = (field: SignUpField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setFormError(null);
    const result = await submitSignUp(sessionApi, values);
    setPending(false);
    if (result.ok) return onSuccess(result.token);
    setErrors(result.fieldErrors);
    setFormError(result.formError);
  };

  return (
    <AuthCard>
      <PageFrameTitle title={T.signUpTitle} />
      <AuthTitle>{T.signUpTitle}</AuthTitle>
      <AuthSubtitle>{T.signUpSubtitle}</AuthSubtitle>
      <Form noValidate onSubmit={onSubmit} aria-label={T.signUpTitle}>
        {formError ? <FormError role="alert">{formError}</FormError> : null}
        <TextField
          label={T.email}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={T.emailPlaceholder}
          value={values.email}
          error={errors.email}
          onValue={set('email')}
        />
        <TextField
          label={T.password}
          name="password"
          autoComplete="new-password"
          password
          placeholder={T.passwordPlaceholder}
          value={values.password}
          error={errors.password}
          onValue={set('password')}
        />
        <TextField
          label={T.nickname}
          name="nickname"
          autoComplete="nickname"
          placeholder={T.nicknamePlaceholder}
          value={values.nickname}
          error={errors.nickname}
          onValue={set('nickname')}
        />
        <TextField
          label={T.job}
          name="job"
          autoComplete="organization-title"
          placeholder={T.jobPlaceholder}
          value={values.job}
          error={errors.job}
          onValue={set('job')}
        />
        <Button type="submit" size="lg" block pending={pending}>
          {T.signUpSubmit}
        </Button>
      </Form>
      <Switch>
        {T.haveAccount}
        <Link href="/signIn" state={origin ? { from: origin } : undefined}>
          {T.goSignIn}
        </Link>
      </Switch>
    </AuthCard>
  );
};
