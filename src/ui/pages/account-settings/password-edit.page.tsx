import { Link, useLocation } from 'wouter';
import {
  type PasswordChangeField,
  submitPasswordChange,
} from '../../../application/account-settings/account-forms';
import { paths } from '../../../domain/paths';
import { PASSWORD_EDIT_TEXT as T } from '../../../domain/text/account-settings';
import { PROFILE_EDIT_TEXT } from '../../../domain/text/account-settings';
import { PAGE_TEXT } from '../../../domain/text/pages';
import { SHELL_TEXT } from '../../../domain/text/shell';
import { Button, EmptyState, Spinner, useToast } from '../../components';
import { useLoginPrompt } from '../../hooks/use-login-prompt';
import { useServices } from '../../hooks/use-services';
import { useSession } from '../../hooks/use-session';
import { Form, FormError } from '../auth/auth-form.styles';
import { TextField } from '../auth/text-field';
import { useAccountForm } from '../auth/use-account-form';
import { PageFrame } from '../page-frame';
import { Actions, Hint, Section } from './settings.styles';

/**
 * /users/editPassword: the current password and the new one twice. The server signs every other
 * session out; this one goes on with the token it answers, kept in the session's token store.
 */
export const PasswordEditPage = () => {
  const { status } = useSession();
  const promptLogin = useLoginPrompt();
  return (
    <PageFrame title={PAGE_TEXT.passwordEdit.title} description={T.subtitle} width="narrow">
      {status === 'signedIn' ? (
        <PasswordForm />
      ) : status === 'signedOut' ? (
        <EmptyState
          title={PROFILE_EDIT_TEXT.loginTitle}
          description={T.loginDescription}
          action={<Button onClick={promptLogin}>{PROFILE_EDIT_TEXT.login}</Button>}
        />
      ) : (
        <Spinner label={SHELL_TEXT.loading} />
      )}
    </PageFrame>
  );
};

const PasswordForm = () => {
  const { accountSettingsApi, tokenStore } = useServices();
  const toast = useToast();
  const [, navigate] = useLocation();
  const form = useAccountForm<Record<PasswordChangeField, string>, { token: string }>(
    { currentPassword: '', newPassword: '', newPasswordConfirm: '' },
    (values) => submitPasswordChange(accountSettingsApi, values),
    ({ token }) => {
      // Every other session's token is refused from now on; this one goes on with the fresh one.
      tokenStore.set(token);
      toast.show({ type: 'success', message: T.done });
      navigate(paths.userEdit());
    },
  );
  return (
    <Section>
      <Form noValidate onSubmit={form.onSubmit} aria-label={T.title}>
        {form.formError ? <FormError role="alert">{form.formError}</FormError> : null}
        <TextField
          label={T.currentPassword}
          password
          autoComplete="current-password"
          value={form.values.currentPassword}
          error={form.errors.currentPassword}
          onValue={form.set('currentPassword')}
        />
        <TextField
          label={T.newPassword}
          password
          autoComplete="new-password"
          placeholder={T.newPasswordHint}
          value={form.values.newPassword}
          error={form.errors.newPassword}
          onValue={form.set('newPassword')}
        />
        <TextField
          label={T.newPasswordConfirm}
          password
          autoComplete="new-password"
          value={form.values.newPasswordConfirm}
          error={form.errors.newPasswordConfirm}
          onValue={form.set('newPasswordConfirm')}
        />
        <Hint>{T.socialNoPassword}</Hint>
        <Button type="submit" size="lg" block pending={form.pending}>
          {T.submit}
        </Button>
        <Actions>
          <Link href={paths.userEdit()}>{T.back}</Link>
        </Actions>
      </Form>
    </Section>
  );
};
