import { styled } from '@linaria/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import {
  downloadExportMutation,
  exportStateQuery,
  requestExportMutation,
} from '../../../application/exports/exports.queries';
import { failureText } from '../../../application/failure-text';
import { seoulDate } from '../../../domain/relative-time';
import { EXPORT_TEXT as T } from '../../../domain/text/exports';
import { SHELL_TEXT } from '../../../domain/text/shell';
import { Button, Spinner, useToast } from '../../components';
import { useServices } from '../../hooks/use-services';
import { color, fontSize, fontWeight, space } from '../../theme/tokens';
import { Actions, Hint, Section, SectionHeading } from './settings.styles';

const Status = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.sm};
  align-items: baseline;
  font-size: ${fontSize.md};

  strong {
    font-weight: ${fontWeight.semibold};
    color: ${color.text};
  }
  span {
    color: ${color.textSecondary};
    font-size: ${fontSize.sm};
  }
`;

/** Saves a downloaded file the way a link with `download` does. */
const save = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the bytes once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/**
 * 내 정보 다운로드 (issue 23): ask for an archive, watch it being built (준비 중), download it while it is
 * offered (내려받기) and ask again once it expired (만료). The page asks again every two seconds while
 * the archive is being built.
 */
export const MyDataExport = () => {
  const { exportsApi } = useServices();
  const toast = useToast();
  const headingId = useId();
  const query = useQuery(exportStateQuery(exportsApi));
  const request = useMutation({
    ...requestExportMutation(exportsApi),
    onSuccess: () => toast.show({ type: 'success', message: T.requested }),
    onError: (error) => toast.show({ type: 'error', message: failureText(error, T.requestFailed) }),
  });
  const download = useMutation({
    ...downloadExportMutation(exportsApi),
    onSuccess: (file) => save(file.blob, file.fileName ?? 'kickoff-my-data.zip'),
    onError: (error) => toast.show({ type: 'error', message: failureText(error, T.downloadFailed) }),
  });
  const data = query.data;
  const current = data?.export ?? null;
  const status = current?.status ?? null;
  const canRequest = data !== undefined && data.nextAllowedAt === null && !request.isPending;
  return (
    <Section aria-labelledby={headingId} data-testid="my-data-export" aria-busy={status === 'PREPARING'}>
      <SectionHeading id={headingId}>{T.heading}</SectionHeading>
      <Hint>{T.description}</Hint>
      {!data ? (
        query.isPending ? (
          <Spinner label={SHELL_TEXT.loading} />
        ) : (
          <Hint>
            {T.loadFailed}{' '}
            <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
              {SHELL_TEXT.retry}
            </Button>
          </Hint>
        )
      ) : (
        <>
          {current && status ? (
            <Status role="status" data-export-status={status}>
              <strong>
                {T.statusLabel}: {T.status[status]}
              </strong>
              <span>{T.requestedAt(seoulDate(current.requestedAt))}</span>
              {status === 'READY' && current.expiresAt ? (
                <span>{T.expiresAt(seoulDate(current.expiresAt))}</span>
              ) : null}
              {status === 'EXPIRED' ? <span>{T.expired}</span> : null}
              {status === 'FAILED' ? <span>{T.failed}</span> : null}
            </Status>
          ) : (
            <Hint>{T.none}</Hint>
          )}
          {data.nextAllowedAt ? <Hint>{T.nextAllowed(seoulDate(data.nextAllowedAt))}</Hint> : null}
          <Actions>
            {current && status === 'READY' ? (
              <Button size="md" onClick={() => download.mutate(current.id)} disabled={download.isPending}>
                {download.isPending ? T.downloading : T.download}
              </Button>
            ) : null}
            <Button
              variant={status === 'READY' ? 'secondary' : 'primary'}
              size="md"
              onClick={() => request.mutate()}
              disabled={!canRequest}
            >
              {request.isPending ? T.requesting : T.request}
            </Button>
          </Actions>
        </>
      )}
    </Section>
  );
};
