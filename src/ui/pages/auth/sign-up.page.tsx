import { useState } from 'react';
import { type SignUpField, submitSignUp, validateSignUp } from '../../../application/auth-forms';
import { missingConsents, type PolicyDocument } from '../../../domain/policies';
import { POLICY_TEXT } from '../../../domain/text/policies';
import { AUTH_TEXT as T } from '../../../domain/text/auth';
import { BIRTH_DATE_TEXT } from '../../../domain/text/birth-date';
import { useServices } from '../../hooks/use-services';
import { type AuthFieldSpec, AuthFormCard } from './auth-form-card';
import { type ConsentErrors, ConsentBoxes } from './consent-boxes';
import { useAuthForm } from './use-auth-form';
import { useSignedInAway } from './use-signed-in-away';
import { paths } from '../../../domain/paths';

const EMPTY = { email: '', password: '', nickname: '', birthDate: '', job: '' };

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
  // Issue 23: under 14 the account waits for a guardian's consent; the date is never shown to others.
  { name: 'birthDate', label: BIRTH_DATE_TEXT.label, type: 'date', autoComplete: 'bday', max: '9999-12-31' },
  { name: 'job', label: T.job, autoComplete: 'organization-title', placeholder: T.jobPlaceholder },
];

/**
 * /signUp: email, password, nickname and an optional job, and the consent boxes (issue 23: terms and
 * privacy required, marketing optional); a new account is signed in at once.
 */
export const SignUpPage = () => {
  useSignedInAway();
  const { sessionApi } = useServices();
  const [consents, setConsents] = useState<PolicyDocument[]>([]);
  const [consentErrors, setConsentErrors] = useState<ConsentErrors>({});
  const form = useAuthForm<SignUpField>(
    EMPTY,
    (values) => {
      const missing = missingConsents(consents);
      setConsentErrors(Object.fromEntries(missing.map((d) => [d, POLICY_TEXT.consentRequired[d]])));
      if (missing.length > 0)
        return Promise.resolve({ ok: false, fieldErrors: validateSignUp(values), formError: null });
      return submitSignUp(sessionApi, { ...values, consents });
    },
    T.signedUp,
  );
  const tick = (ticked: PolicyDocument[]) => {
    setConsents(ticked);
    setConsentErrors((errors) =>
      Object.fromEntries(Object.entries(errors).filter(([d]) => !ticked.includes(d as PolicyDocument))),
    );
  };
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
      beforeSubmit={
        <ConsentBoxes id="sign-up-consent" ticked={consents} errors={consentErrors} onChange={tick} />
      }
    />
  );
};
