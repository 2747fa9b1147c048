import { type SignInField, submitSignIn } from '../../../application/auth-forms';
import { AUTH_TEXT as T } from '../../../domain/text/auth';
import { useServices } from '../../hooks/use-services';
import { type AuthFieldSpec, AuthFormCard } from './auth-form-card';
import { useAuthForm } from './use-auth-form';
import { paths } from '../../../domain/paths';

const FIELDS: readonly AuthFieldSpec<SignInField>[] = [
  {
    name: 'email',
    label: T.email,
    type: 'email',
    autoComplete: 'username',
    inputMode: 'email',
    placeholder: T.emailPlaceholder,
  },
  { name: 'password', label: T.password, autoComplete: 'current-password', password: true },
];

/** /signIn: email and password; on success back to the origin path or '/'. */
export const SignInPage = () => {
  const { sessionApi } = useServices();
  const form = useAuthForm<SignInField>(
    { email: '', password: '' },
    (values) => submitSignIn(sessionApi, values),
    T.signedIn,
  );
  return (
    <AuthFormCard
      title={T.signInTitle}
      subtitle={T.signInSubtitle}
      form={form}
      fields={FIELDS}
      submitLabel={T.signInSubmit}
      switchText={T.noAccount}
      switchLabel={T.goSignUp}
      switchHref={paths.signUp()}
    />
  );
};
