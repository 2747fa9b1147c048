import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import type { ReportTarget } from '../../domain/reports';

/*
 * The report dialog's code loads when someone first picks 신고하기, not with the page; once loaded it
 * stays mounted (closed) so it can open again at once. React.lazy remembers a failed import for good,
 * so each open after a failure builds a new lazy component.
 */
const lazyDialog = () =>
  lazy(() => import('../components/report-dialog').then((m) => ({ default: m.ReportDialog })));
// Boxed: state holding a component directly would be read as an updater function.
type LazyDialog = { readonly Component: ReturnType<typeof lazyDialog> };

/** Opens the report dialog for a target; render `reportDialog` once where the opener lives. */
export const useReportDialog = (): {
  readonly openReport: (target: ReportTarget) => void;
  readonly reportDialog: ReactNode;
} => {
  const [target, setTarget] = useState<ReportTarget | null>(null);
  const [dialog, setDialog] = useState<LazyDialog | null>(null);
  const openReport = useCallback((next: ReportTarget) => {
    setDialog((known) => known ?? { Component: lazyDialog() });
    setTarget(next);
  }, []);
  const reportDialog = dialog ? (
    <Suspense fallback={null}>
      <dialog.Component target={target} onClose={() => setTarget(null)} />
    </Suspense>
  ) : null;
  return { openReport, reportDialog };
};
