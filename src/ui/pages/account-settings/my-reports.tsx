import { styled } from '@linaria/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { myReportsQuery } from '../../../application/reports/reports.queries';
import { relativeTime } from '../../../domain/relative-time';
import { REPORT_TEXT as T } from '../../../domain/text/reports';
import { useServices } from '../../hooks/use-services';
import { color, fontSize, space } from '../../theme/tokens';
import { Hint, Section, SectionHeading } from './settings.styles';
import { QueryList } from '../../components/query-list';

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
  return (
    <Section aria-labelledby={headingId} data-testid="my-reports">
      <SectionHeading id={headingId}>{T.myReports}</SectionHeading>
      <QueryList
        query={query}
        failed={T.myReportsFailed}
        empty={T.myReportsEmpty}
        List={List}
        Note={Hint}
        page={page}
        onPage={setPage}
        keyOf={(r) => r.id}
      >
        {(r) => (
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
        )}
      </QueryList>
    </Section>
  );
};
