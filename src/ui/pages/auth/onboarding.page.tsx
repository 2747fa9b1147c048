import { BIRTH_DATE_TEXT } from '../../../domain/text/birth-date';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { type OnboardingValues, submitOnboarding } from '../../../application/accounts/account-forms';
import { POLICY_DOCUMENTS } from '../../../domain/policies';
import { paths } from '../../../domain/paths';
import { AUTH_TEXT } from '../../../domain/text/auth';
import { ONBOARDING_TEXT as T } from '../../../domain/text/social-login';
import { Button, Spinner, useToast } from '../../components';
import { useServices } from '../../hooks/use-services';
import { useSession, useSessionActor } from '../../hooks/use-session';
import { PageFrameTitle } from '../page-title';
import { AuthCard, AuthSubtitle, AuthTitle, Form, FormError } from './auth-form.styles';
import { ConsentBoxes } from './consent-boxes';
import { TextField } from './text-field';
import { useAccountForm } from './use-account-form';

/**
 * /onboarding: after a first social sign-in, the nickname (unique), an optional job and the terms.
 * Until it is done the server refuses everything that needs a profile.
 */
export const OnboardingPage = () => {
  const { accountApi } = useServices();
  const { status } = useSession();
  const session = useSessionActor();
  const toast = useToast();
  const [, navigate] = useLocation();
  const form = useAccountForm<OnboardingValues, void>(
    { nickname: '', job: '', birthDate: '', terms: false, privacy: false, marketing: false },
    (values) => submitOnboarding(accountApi, values),
    () => {
      session.send({ type: 'session.profileCompleted' });
      navigate(paths.home(), { replace: true });
      toast.show({ type: 'success', message: T.done });
    },
  );

  useEffect(() => {
    if (status === 'signedOut') navigate(paths.signIn(), { replace: true });
    else if (status === 'signedIn') navigate(paths.home(), { replace: true });
  }, [status, navigate]);

  if (status !== 'onboarding') return <Spinner label={T.title} />;

  return (
    <AuthCard>
      <PageFrameTitle title={T.title} />
      <AuthTitle>{T.title}</AuthTitle>
      <AuthSubtitle>{T.subtitle}</AuthSubtitle>
      <Form noValidate onSubmit={form.onSubmit} aria-label={T.title}>
        {form.formError ? <FormError role="alert">{form.formError}</FormError> : null}
        <TextField
          label={AUTH_TEXT.nickname}
          autoComplete="nickname"
          placeholder={AUTH_TEXT.nicknamePlaceholder}
          value={form.values.nickname}
          error={form.errors.nickname}
          onValue={form.set('nickname')}
        />
        <TextField
          label={AUTH_TEXT.job}
          autoComplete="organization-title"
          placeholder={AUTH_TEXT.jobPlaceholder}
          value={form.values.job}
          error={form.errors.job}
          onValue={form.set('job')}
        />
        <TextField
          label={BIRTH_DATE_TEXT.label}
          type="date"
          autoComplete="bday"
          max="9999-12-31"
          value={form.values.birthDate}
          error={form.errors.birthDate}
          onValue={form.set('birthDate')}
        />
        <ConsentBoxes
          id="onboarding-consent"
          ticked={POLICY_DOCUMENTS.filter((document) => form.values[document])}
          errors={form.errors}
          onChange={(ticked) => {
            for (const document of POLICY_DOCUMENTS) form.set(document)(ticked.includes(document));
          }}
        />
        <Button type="submit" size="lg" block pending={form.pending}>
          {T.submit}
        </Button>
        <Button variant="ghost" size="md" block onClick={() => session.send({ type: 'session.logout' })}>
          {T.logout}
        </Button>
      </Form>
    </AuthCard>
  );
};
