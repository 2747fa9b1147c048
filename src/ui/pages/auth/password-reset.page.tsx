import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { submitReset } from '../../../application/accounts/account-forms';
import { paths } from '../../../domain/paths';
import { PASSWORD_RESET_TEXT as T } from '../../../domain/text/social-login';
import { AUTH_TEXT } from '../../../domain/text/auth';
import { Button, useToast } from '../../components';
import { useServices } from '../../hooks/use-services';
import { PageFrameTitle } from '../page-title';
import { AuthCard, AuthSubtitle, AuthTitle, Form, FormError } from './auth-form.styles';
import { AuthLinks } from './social-buttons.styles';
import { TextField } from './text-field';
import { useAccountForm } from './use-account-form';

/**
 * /password/reset?token=: the link of the reset mail. The new password signs out every session, so
 * the user signs in again with it.
 */
export const PasswordResetPage = () => {
  const { accountApi } = useServices();
  const toast = useToast();
  const [, navigate] = useLocation();
  // Read once: the token leaves the address bar (and the history) right away.
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  const search = useSearch();
  useEffect(() => {
    if (search.includes('token='))
      window.history.replaceState(window.history.state, '', paths.passwordReset());
  }, [search]);
  const form = useAccountForm(
    { password: '' },
    (values) => submitReset(accountApi, { token, password: values.password }),
    () => {
      toast.show({ type: 'success', message: T.resetDone });
      navigate(paths.signIn(), { replace: true });
    },
  );
  const tokenError = (form.errors as { token?: string }).token ?? (token === '' ? T.missingToken : null);
  return (
    <AuthCard>
      <PageFrameTitle title={T.resetTitle} />
      <AuthTitle>{T.resetTitle}</AuthTitle>
      <AuthSubtitle>{T.resetSubtitle}</AuthSubtitle>
      <Form noValidate onSubmit={form.onSubmit} aria-label={T.resetTitle}>
        {tokenError || form.formError ? (
          <FormError role="alert">{tokenError ?? form.formError}</FormError>
        ) : null}
        <TextField
          label={T.newPassword}
          password
          autoComplete="new-password"
          placeholder={AUTH_TEXT.passwordPlaceholder}
          value={form.values.password}
          error={form.errors.password}
          onValue={form.set('password')}
        />
        <Button type="submit" size="lg" block pending={form.pending} disabled={token === ''}>
          {T.resetSubmit}
        </Button>
      </Form>
      <AuthLinks>
        <Link href={paths.passwordForgot()}>{T.requestTitle}</Link>
      </AuthLinks>
    </AuthCard>
  );
};
