import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { linkPasswordError } from '../../../application/accounts/account-forms';
import { provideOAuthCallback } from '../../../application/accounts/provide-accounts';
import { paths } from '../../../domain/paths';
import { AUTH_TEXT } from '../../../domain/text/auth';
import { PASSWORD_RESET_TEXT, SOCIAL_LOGIN_TEXT as T } from '../../../domain/text/social-login';
import { Button, Spinner, useToast } from '../../components';
import { useServices } from '../../hooks/use-services';
import { useSessionActor } from '../../hooks/use-session';
import { PageFrame, PendingContent } from '../page-frame';
import { AuthCard, AuthSubtitle, AuthTitle, Form, FormError } from './auth-form.styles';
import { AuthLinks } from './social-buttons.styles';
import { TextField } from './text-field';

/**
 * /login/oauth: the server's one-time code becomes the session token (stored under TOKEN by the
 * session machine). A verified email that already has an account is linked after its password.
 */
export const OAuthPage = () => {
  const { accountApi } = useServices();
  const session = useSessionActor();
  const toast = useToast();
  const [, navigate] = useLocation();
  const code = new URLSearchParams(useSearch()).get('code');
  const machine = useMemo(() => provideOAuthCallback(accountApi), [accountApi]);
  const actor = useActorRef(machine, { input: { code } });
  const state = useSelector(actor, (s) => s.value);
  const { token, link, linkError, failure } = useSelector(actor, (s) => s.context);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  // The code is single-use; keep it out of the history once read.
  useEffect(() => {
    if (code !== null) window.history.replaceState(window.history.state, '', paths.oauth());
  }, [code]);

  useEffect(() => {
    if (state === 'done' && token) {
      session.send({ type: 'session.loggedIn', token });
      navigate(paths.home(), { replace: true });
      toast.show({ type: 'success', message: link ? T.linked(link.provider) : AUTH_TEXT.signedIn });
    } else if (state === 'failed') {
      navigate(paths.loginFailure(failure ?? 'provider'), { replace: true });
    } else if (state === 'cancelled') {
      navigate(paths.signIn(), { replace: true });
    }
  }, [state, token, failure, link, session, navigate, toast]);

  if ((state === 'confirmLink' || state === 'linking') && link) {
    const onSubmit = (event: FormEvent) => {
      event.preventDefault();
      const error = linkPasswordError(password);
      setFieldError(error);
      if (error === null) actor.send({ type: 'link.submit', password });
    };
    return (
      <AuthCard>
        <AuthTitle>{T.linkTitle}</AuthTitle>
        <AuthSubtitle>{T.linkDescription(link.provider, link.email)}</AuthSubtitle>
        <Form noValidate onSubmit={onSubmit} aria-label={T.linkTitle}>
          {linkError ? <FormError role="alert">{linkError}</FormError> : null}
          <TextField
            label={AUTH_TEXT.password}
            password
            autoComplete="current-password"
            value={password}
            error={fieldError ?? undefined}
            onValue={(value) => {
              setPassword(value);
              setFieldError(null);
            }}
          />
          <Button type="submit" size="lg" block pending={state === 'linking'}>
            {T.linkSubmit}
          </Button>
          <Button variant="secondary" size="lg" block onClick={() => actor.send({ type: 'link.cancel' })}>
            {T.linkCancel}
          </Button>
        </Form>
        <AuthLinks>
          {T.forgotPassword} <Link href={paths.passwordForgot()}>{PASSWORD_RESET_TEXT.forgotLink}</Link>
        </AuthLinks>
      </AuthCard>
    );
  }

  return (
    <PageFrame title={T.processingTitle} width="narrow">
      <PendingContent title={T.processingTitle} description={T.processingDescription} action={<Spinner />} />
    </PageFrame>
  );
};
