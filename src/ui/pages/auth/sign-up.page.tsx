import { type SignUpField, submitSignUp } from '../../../application/auth-forms';
import { AUTH_TEXT as T } from '../../../domain/text/auth';
import { useServices } from '../../hooks/use-services';
import { type AuthFieldSpec, AuthFormCard } from './auth-form-card';
import { useAuthForm } from './use-auth-form';
import { useSignedInAway } from './use-signed-in-away';
import { paths } from '../../../domain/paths';

const EMPTY = { email: '', password: '', nickname: '', job: '' };

const FIELDS: readonly AuthFieldSpec<SignUpField>[] = [
  {
    name: 'email',
    label: T.email,
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    placeholder: T.emailPlaceholder,
  },
  {
    name: 'password',
    label: T.password,
    autoComplete: 'new-password',
    password: true,
    placeholder: T.passwordPlaceholder,
  },
  { name: 'nickname', label: T.nickname, autoComplete: 'nickname', placeholder: T.nicknamePlaceholder },
  { name: 'job', label: T.job, autoComplete: 'organization-title', placeholder: T.jobPlaceholder },
];

/** /signUp: email, password, nickname and an optional job; a new account is signed in at once. */
export const SignUpPage = () => {
  useSignedInAway();
  const { sessionApi } = useServices();
  const form = useAuthForm<SignUpField>(EMPTY, (values) => submitSignUp(sessionApi, values), T.signedUp);
  return (
    <AuthFormCard
      title={T.signUpTitle}
      subtitle={T.signUpSubtitle}
      form={form}
      fields={FIELDS}
      submitLabel={T.signUpSubmit}
      switchText={T.haveAccount}
      switchLabel={T.goSignIn}
      switchHref={paths.signIn()}
    />
  );
};
