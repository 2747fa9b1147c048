import { styled } from '@linaria/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { myReportsQuery } from '../../../application/reports/reports.queries';
import { relativeTime } from '../../../domain/relative-time';
import { REPORT_TEXT as T } from '../../../domain/text/reports';
import { SHELL_TEXT } from '../../../domain/text/shell';
import { Button, PagingBar, Spinner } from '../../components';
import { useServices } from '../../hooks/use-services';
import { color, fontSize, space } from '../../theme/tokens';
import { Hint, Section, SectionHeading } from './settings.styles';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${space.xxs} ${space.sm};
    padding: ${space.sm} 0;
    border-bottom: 1px solid ${color.border};
    font-size: ${fontSize.sm};
  }
  a,
  span[data-excerpt] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${color.text};
  }
  small {
    grid-column: 1 / -1;
    color: ${color.textTertiary};
  }
  strong[data-status] {
    font-weight: 600;
    color: ${color.textSecondary};
  }
`;

const PAGE_SIZE = 10;

/** 내 신고 내역: the member's own reports with their status, newest first (issue 22). */
export const MyReports = () => {
  const { reportsApi } = useServices();
  const [page, setPage] = useState(1);
  const query = useQuery(myReportsQuery(reportsApi, page, PAGE_SIZE));
  const headingId = useId();
  const now = new Date();
  const data = query.data;
  return (
    <Section aria-labelledby={headingId} data-testid="my-reports">
      <SectionHeading id={headingId}>{T.myReports}</SectionHeading>
      {!data ? (
        query.isPending ? (
          <Spinner label={SHELL_TEXT.loading} />
        ) : (
          <Hint>
            {T.myReportsFailed}{' '}
            <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
              {SHELL_TEXT.retry}
            </Button>
          </Hint>
        )
      ) : data.data.length === 0 ? (
        <Hint>{T.myReportsEmpty}</Hint>
      ) : (
        <>
          <List>
            {data.data.map((r) => (
              <li key={r.id}>
                {r.link ? (
                  <Link href={r.link}>
                    {T.targetKinds[r.targetKind]} · {r.excerpt}
                  </Link>
                ) : (
                  <span data-excerpt="">
                    {T.targetKinds[r.targetKind]} · {r.excerpt}
                  </span>
                )}
                <strong data-status={r.status}>{T.statuses[r.status]}</strong>
                <small>
                  {T.reasons[r.reason]} · <time dateTime={r.createdAt}>{relativeTime(r.createdAt, now)}</time>
                </small>
              </li>
            ))}
          </List>
          {data.pageInfo.totalPages > 1 ? (
            <PagingBar page={page} totalPages={data.pageInfo.totalPages} onChange={setPage} />
          ) : null}
        </>
      )}
    </Section>
  );
};
