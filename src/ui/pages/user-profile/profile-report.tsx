import { canReport } from '../../../domain/content/permissions';
import { REPORT_TEXT as T } from '../../../domain/text/reports';
import { Button } from '../../components';
import { useReportDialog } from '../../hooks/use-report-dialog';
import { useViewer } from '../../hooks/use-viewer';

/** 신고하기 on someone else's profile, for a signed-in viewer (issue 22). */
export const ProfileReport = ({ userId }: { userId: number }) => {
  const viewer = useViewer();
  const { openReport, reportDialog } = useReportDialog();
  if (!canReport(viewer, { authorId: userId })) return null;
  return (
    <>
      <Button variant="ghost" onClick={() => openReport({ kind: 'user', id: userId })}>
        {T.profileButton}
      </Button>
      {reportDialog}
    </>
  );
};
