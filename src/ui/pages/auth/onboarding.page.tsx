import { styled } from '@linaria/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { submitOnboarding } from '../../../application/accounts/account-forms';
import { paths } from '../../../domain/paths';
import { AUTH_TEXT } from '../../../domain/text/auth';
import { ONBOARDING_TEXT as T } from '../../../domain/text/social-login';
import { Button, SITE_LINKS, Spinner, useToast } from '../../components';
import { useServices } from '../../hooks/use-services';
import { useSession, useSessionActor } from '../../hooks/use-session';
import { color, fontSize, space } from '../../theme/tokens';
import { PageFrameTitle } from '../page-title';
import { AuthCard, AuthSubtitle, AuthTitle, FieldError, Form, FormError } from './auth-form.styles';
import { TextField } from './text-field';
import { useAccountForm } from './use-account-form';

const Terms = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  font-size: ${fontSize.md};

  label {
    display: flex;
    align-items: flex-start;
    gap: ${space.sm};
  }
  input {
    width: 20px;
    height: 20px;
    margin-top: 1px;
    accent-color: ${color.brand};
  }
  p {
    padding-left: 28px;
    color: ${color.textSecondary};
  }
  a {
    color: ${color.textSecondary};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

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
  const form = useAccountForm<{ nickname: string; job: string; acceptTerms: boolean }, void>(
    { nickname: '', job: '', acceptTerms: false },
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
        <Terms>
          <label>
            <input
              type="checkbox"
              checked={form.values.acceptTerms}
              onChange={(e) => form.set('acceptTerms')(e.target.checked)}
              aria-invalid={form.errors.acceptTerms ? true : undefined}
              aria-describedby={form.errors.acceptTerms ? 'onboarding-terms-error' : undefined}
            />
            <span>{T.acceptTerms}</span>
          </label>
          <p>
            <a href={SITE_LINKS.terms} target="_blank" rel="noreferrer">
              {T.viewTerms}
            </a>{' '}
            ·{' '}
            <a href={SITE_LINKS.privacy} target="_blank" rel="noreferrer">
              {T.viewPrivacy}
            </a>
          </p>
          {form.errors.acceptTerms ? (
            <FieldError id="onboarding-terms-error" role="alert">
              {form.errors.acceptTerms}
            </FieldError>
          ) : null}
        </Terms>
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
