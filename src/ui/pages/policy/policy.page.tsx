import { styled } from '@linaria/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useSearch } from 'wouter';
import { policyQuery } from '../../../application/policies/policies.queries';
import { paths } from '../../../domain/paths';
import { POLICY_VERSION_PATTERN, type PolicyDocument } from '../../../domain/policies';
import { POLICY_TEXT as T } from '../../../domain/text/policies';
import { Spinner } from '../../components';
import { useServices } from '../../hooks/use-services';
import { color, fontSize, space } from '../../theme/tokens';
import { PageFrame, PendingContent } from '../page-frame';
import { cleanPolicyHtml } from './policy-html';

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space.xs} ${space.md};
  margin-bottom: ${space.lg};
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: ${color.textSecondary};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

const Notice = styled.p`
  margin: 0 0 ${space.lg};
  padding: ${space.sm} ${space.md};
  border-radius: 8px;
  background: ${color.bgMuted};
  font-size: ${fontSize.sm};
`;

const Body = styled.div`
  font-size: ${fontSize.md};
  line-height: 1.75;
  overflow-wrap: anywhere;

  h2 {
    margin: ${space.xl} 0 ${space.sm};
    font-size: ${fontSize.lg};
  }
  h3,
  h4 {
    margin: ${space.lg} 0 ${space.xs};
    font-size: ${fontSize.md};
  }
  p,
  ul,
  ol {
    margin: 0 0 ${space.md};
  }
  table {
    display: block;
    overflow-x: auto;
    width: 100%;
    margin: 0 0 ${space.md};
    border-collapse: collapse;
    font-size: ${fontSize.sm};
  }
  th,
  td {
    padding: ${space.xs} ${space.sm};
    border: 1px solid ${color.border};
    text-align: left;
    vertical-align: top;
  }
  a {
    color: ${color.brandText};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

/**
 * /terms, /privacy, /policies/marketing (issue 23): the operator's document in the version in force,
 * or an older one by `?version=`, with the list of every version kept.
 */
export const PolicyPage = ({ document }: { document: PolicyDocument }) => {
  const { policiesApi } = useServices();
  const asked = new URLSearchParams(useSearch()).get('version') ?? undefined;
  const version = asked !== undefined && POLICY_VERSION_PATTERN.test(asked) ? asked : undefined;
  const query = useQuery({ ...policyQuery(policiesApi, document, version), retry: false });
  const html = useMemo(() => (query.data ? cleanPolicyHtml(query.data.html) : ''), [query.data]);
  const title = T.titles[document];
  if (asked !== undefined && version === undefined)
    return (
      <PageFrame title={title} width="narrow">
        <PendingContent title={title} description={T.notFound} />
      </PageFrame>
    );
  if (query.isError)
    return (
      <PageFrame title={title} width="narrow">
        <PendingContent title={title} description={T.notFound} />
      </PageFrame>
    );
  if (!query.data)
    return (
      <PageFrame title={title} width="narrow">
        <Spinner label={T.loading} />
      </PageFrame>
    );
  const page = query.data;
  const current = page.versions[0] ?? page.version;
  return (
    <PageFrame title={title} width="narrow">
      <Meta>
        <span>{T.effectiveDate(page.version)}</span>
        {page.versions.length > 1 ? (
          <nav aria-label={T.versionsLabel}>
            <ul>
              {page.versions.map((v) => (
                <li key={v}>
                  {v === page.version ? (
                    <span aria-current="page">
                      {v}
                      {v === current ? ` ${T.currentMark}` : ''}
                    </span>
                  ) : (
                    <Link href={paths.policy(document, v === current ? undefined : v)}>
                      {v}
                      {v === current ? ` ${T.currentMark}` : ''}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </Meta>
      {page.current ? null : (
        <Notice>
          {T.pastVersion(current)} <Link href={paths.policy(document)}>{T.toCurrent}</Link>
        </Notice>
      )}
      <Body
        // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned on the server and again above (policy-html.ts)
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </PageFrame>
  );
};
