import { useState } from 'react';
import { Link } from 'wouter';
import { submitResetRequest } from '../../../application/accounts/account-forms';
import { paths } from '../../../domain/paths';
import { AUTH_TEXT } from '../../../domain/text/auth';
import { PASSWORD_RESET_TEXT as T } from '../../../domain/text/social-login';
import { Button } from '../../components';
import { useServices } from '../../hooks/use-services';
import { PageFrameTitle } from '../page-title';
import { AuthCard, AuthSubtitle, AuthTitle, Form, FormError } from './auth-form.styles';
import { AuthLinks } from './social-buttons.styles';
import { TextField } from './text-field';
import { useAccountForm } from './use-account-form';

/** /password/forgot ("비밀번호 찾기"): the same confirmation whether or not the email has an account. */
export const PasswordForgotPage = () => {
  const { accountApi } = useServices();
  const [sent, setSent] = useState(false);
  const form = useAccountForm(
    { email: '' },
    (values) => submitResetRequest(accountApi, values),
    () => setSent(true),
  );
  return (
    <AuthCard>
      <PageFrameTitle title={T.requestTitle} />
      <AuthTitle>{T.requestTitle}</AuthTitle>
      <AuthSubtitle>{T.requestSubtitle}</AuthSubtitle>
      {sent ? (
        <p role="status">{T.requestSent}</p>
      ) : (
        <Form noValidate onSubmit={form.onSubmit} aria-label={T.requestTitle}>
          {form.formError ? <FormError role="alert">{form.formError}</FormError> : null}
          <TextField
            label={AUTH_TEXT.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={AUTH_TEXT.emailPlaceholder}
            value={form.values.email}
            error={form.errors.email}
            onValue={form.set('email')}
          />
          <Button type="submit" size="lg" block pending={form.pending}>
            {T.requestSubmit}
          </Button>
        </Form>
      )}
      <AuthLinks>
        <Link href={paths.signIn()}>{T.backToSignIn}</Link>
      </AuthLinks>
    </AuthCard>
  );
};
