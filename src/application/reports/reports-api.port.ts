import type { Effect } from 'effect';
import type { MyReportPage, ReportRequest } from '../../contract/reports';
import type { ReportStatus } from '../../domain/reports';
import type { ApiError } from '../errors';

/**
 * Reports (issue 22): filing one from a three-dot menu or a profile, and the reporter's own list.
 * Only the lazily loaded report dialog and list call it, so its HTTP adapter loads on first use.
 */
export interface ReportsApi {
  /** POST /api/reports: 409 when the viewer already has an open report on the target. */
  report(
    request: ReportRequest,
  ): Effect.Effect<{ readonly id: number; readonly status: ReportStatus }, ApiError>;
  /** GET /api/reports/mine: the viewer's own reports, newest first. */
  mine(page: number, size: number): Effect.Effect<MyReportPage, ApiError>;
}

/** The methods a lazily loaded adapter stands in for (src/adapters/lazy-adapters.ts `lazyPort`). */
export const REPORTS_METHODS = ['report', 'mine'] as const satisfies readonly (keyof ReportsApi)[];
