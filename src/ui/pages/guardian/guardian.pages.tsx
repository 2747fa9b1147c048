import { styled } from '@linaria/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { failureText } from '../../../application/failure-text';
import {
  guardianDecisionMutation,
  guardianRequestMutation,
  guardianRequestQuery,
  guardianStandingQuery,
  guardianWithdrawalMutation,
} from '../../../application/guardian/guardian.queries';
import { GuardianRequest } from '../../../contract/guardian';
import { paths } from '../../../domain/paths';
import { POLICY_DOCUMENTS } from '../../../domain/policies';
import { POLICY_TEXT } from '../../../domain/text/policies';
import { MINORS_TEXT as M } from '../../../domain/text/minors';
import { Button, ConfirmDialog, Spinner } from '../../components';
import { useServices } from '../../hooks/use-services';
import { useSession } from '../../hooks/use-session';
import { color, fontSize, space } from '../../theme/tokens';
import { Form, FormError } from '../auth/auth-form.styles';
import { TextField } from '../auth/text-field';
import { PageFrame, PendingContent } from '../page-frame';
import * as v from 'valibot';

const Section = styled.section`
  margin-bottom: ${space.lg};
  font-size: ${fontSize.md};
  line-height: 1.7;

  h2 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSize.md};
  }
  ul {
    margin: 0;
    padding-left: ${space.lg};
  }
`;

const Note = styled.p`
  margin: 0 0 ${space.md};
  padding: ${space.sm} ${space.md};
  border-radius: 8px;
  background: ${color.bgMuted};
  font-size: ${fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

const Done = styled.p`
  margin: 0 0 ${space.md};
  font-size: ${fontSize.md};
`;

/** The mail's token from the query (`?token=`), or null. */
const useToken = (): string | null => {
  const token = new URLSearchParams(useSearch()).get('token');
  return token && /^[A-Za-z0-9_\-.]{1,4096}$/.test(token) ? token : null;
};

const HomeLink = () => <Link href={paths.home()}>{M.goHome}</Link>;

/**
 * /guardian: a member under 14 names the guardian who is asked for consent; until the guardian consents
 * the member reads only (the server refuses every write).
 */
export const GuardianStepPage = () => {
  const { guardianApi } = useServices();
  const { status } = useSession();
  const standing = useQuery({ ...guardianStandingQuery(guardianApi), enabled: status === 'signedIn' });
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const send = useMutation({
    ...guardianRequestMutation(guardianApi),
    onSuccess: () => standing.refetch(),
    onError: (e) => setError(failureText(e, M.failed)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = v.safeParse(GuardianRequest, { guardianEmail: email });
    if (!parsed.success) return setError(parsed.issues[0]?.message ?? M.failed);
    setError(undefined);
    send.mutate(parsed.output.guardianEmail);
  };
  if (status !== 'signedIn' || !standing.data)
    return (
      <PageFrame title={M.guardianTitle} width="narrow">
        {standing.isError ? (
          <PendingContent title={M.guardianTitle} description={M.failed} />
        ) : (
          <Spinner label={M.loading} />
        )}
      </PageFrame>
    );
  const s = standing.data;
  return (
    <PageFrame title={M.guardianTitle} width="narrow" description={M.guardianDescription}>
      {!s.pending ? (
        <Done>{M.alreadyConsented}</Done>
      ) : (
        <>
          {s.guardianEmail ? <Done role="status">{M.guardianSent(s.guardianEmail)}</Done> : null}
          <Note>{M.guardianExpiry}</Note>
          <Form noValidate onSubmit={submit} aria-label={M.guardianTitle}>
            {send.isError && !error ? <FormError role="alert">{M.failed}</FormError> : null}
            <TextField
              label={M.guardianEmail}
              type="email"
              inputMode="email"
              autoComplete="off"
              placeholder={M.guardianEmailPlaceholder}
              value={email}
              error={error}
              onValue={(value) => {
                setEmail(value);
                setError(undefined);
              }}
            />
            <Button type="submit" size="lg" block pending={send.isPending}>
              {s.guardianEmail ? M.guardianResend : M.guardianSubmit}
            </Button>
          </Form>
        </>
      )}
    </PageFrame>
  );
};

/** What is collected from a child and why, and how a child is protected: the guardian reads it first. */
const Notice = ({ documents }: { documents: Readonly<Record<string, string>> }) => (
  <>
    <Section>
      <h2>{M.documentsHeading}</h2>
      <ul>
        {POLICY_DOCUMENTS.filter((d) => documents[d] !== undefined).map((d) => (
          <li key={d}>
            <Link href={paths.policy(d, documents[d])}>
              {M.documentVersion(POLICY_TEXT.titles[d], documents[d] ?? '')}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
    <Section>
      <h2>{M.collectedHeading}</h2>
      <ul>
        {M.collected.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Section>
    <Section>
      <h2>{M.protectionHeading}</h2>
      <ul>
        {M.protection.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Section>
    <Section>
      <h2>{M.retentionHeading}</h2>
      <p>{M.retention}</p>
    </Section>
  </>
);

/** /guardian/consent?token=: the guardian reads what is collected and why, and consents or refuses. */
export const GuardianConsentPage = () => {
  const token = useToken();
  return token ? <ConsentFor token={token} /> : <InvalidLink title={M.consentTitle} />;
};

const InvalidLink = ({ title }: { title: string }) => (
  <PageFrame title={title} width="narrow">
    <PendingContent title={title} description={M.invalidLink} />
    <HomeLink />
  </PageFrame>
);

const ConsentFor = ({ token }: { token: string }) => {
  const { guardianApi } = useServices();
  const request = useQuery({ ...guardianRequestQuery(guardianApi, token), retry: false });
  const [confirming, setConfirming] = useState(false);
  const decide = useMutation({
    ...guardianDecisionMutation(guardianApi, token),
    onSettled: () => setConfirming(false),
  });
  if (request.isError) return <InvalidLink title={M.consentTitle} />;
  if (!request.data)
    return (
      <PageFrame title={M.consentTitle} width="narrow">
        <Spinner label={M.loading} />
      </PageFrame>
    );
  const outcome = decide.data?.status ?? (request.data.status === 'CONSENTED' ? 'CONSENTED' : null);
  return (
    <PageFrame title={M.consentTitle} width="narrow" description={M.consentIntro(request.data.nickname)}>
      {outcome ? (
        <>
          <Done role="status">{outcome === 'CONSENTED' ? M.consented : M.refused}</Done>
          <HomeLink />
        </>
      ) : (
        <>
          <Notice documents={request.data.documents} />
          {decide.isError ? <FormError role="alert">{failureText(decide.error, M.failed)}</FormError> : null}
          <Actions>
            <Button
              type="button"
              size="lg"
              pending={decide.isPending && decide.variables === 'CONSENT'}
              onClick={() => decide.mutate('CONSENT')}
            >
              {M.consentSubmit}
            </Button>
            <Button type="button" size="lg" variant="secondary" onClick={() => setConfirming(true)}>
              {M.refuseSubmit}
            </Button>
          </Actions>
          <ConfirmDialog
            open={confirming}
            title={M.refuseSubmit}
            message={M.refuseConfirm}
            confirmLabel={M.refuseSubmit}
            cancelLabel={M.goHome}
            danger
            pending={decide.isPending}
            onConfirm={() => decide.mutate('REFUSE')}
            onCancel={() => setConfirming(false)}
          />
        </>
      )}
    </PageFrame>
  );
};

/** /guardian/withdraw?token=: the guardian withdraws consent; the child's account is deleted. */
export const GuardianWithdrawPage = () => {
  const token = useToken();
  return token ? <WithdrawFor token={token} /> : <InvalidLink title={M.withdrawTitle} />;
};

const WithdrawFor = ({ token }: { token: string }) => {
  const { guardianApi } = useServices();
  const withdraw = useMutation(guardianWithdrawalMutation(guardianApi, token));
  return (
    <PageFrame title={M.withdrawTitle} width="narrow">
      {withdraw.isSuccess ? (
        <>
          <Done role="status">{M.withdrawn}</Done>
          <HomeLink />
        </>
      ) : (
        <>
          <Note>{M.retention}</Note>
          {withdraw.isError ? (
            <FormError role="alert">{failureText(withdraw.error, M.invalidLink)}</FormError>
          ) : null}
          <Button type="button" size="lg" pending={withdraw.isPending} onClick={() => withdraw.mutate()}>
            {M.withdrawSubmit}
          </Button>
        </>
      )}
    </PageFrame>
  );
};
