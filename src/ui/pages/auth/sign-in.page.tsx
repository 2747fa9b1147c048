import { type SignInField, submitSignIn } from '../../../application/auth-forms';
import { AUTH_TEXT as T } from '../../../domain/text/auth';
import { useServices } from '../../hooks/use-services';
import { Link } from 'wouter';
import { PASSWORD_RESET_TEXT } from '../../../domain/text/social-login';
import { type AuthFieldSpec, AuthFormCard } from './auth-form-card';
import { SocialButtons } from './social-buttons';
import { AuthLinks } from './social-buttons.styles';
import { useAuthForm } from './use-auth-form';
import { useSignedInAway } from './use-signed-in-away';
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

/**
 * /signIn: email and password, 비밀번호 찾기, and the configured social providers; on success back to
 * the origin path or '/'.
 */
export const SignInPage = () => {
  useSignedInAway();
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
      after={
        <>
          <AuthLinks>
            <Link href={paths.passwordForgot()}>{PASSWORD_RESET_TEXT.forgotLink}</Link>
          </AuthLinks>
          <SocialButtons />
        </>
      }
    />
  );
};
