import { Effect } from 'effect';
import type { ReportRequest } from '../../contract/reports';
import { queryKeys } from '../query-keys';
import type { ReportsApi } from './reports-api.port';

/** The reporter's own list, a page at a time. */
export const myReportsQuery = (api: ReportsApi, page: number, size = 10) => ({
  queryKey: queryKeys.myReports(page, size),
  queryFn: ({ signal }: { signal: AbortSignal }) => Effect.runPromise(api.mine(page, size), { signal }),
});

/** Filing one report (the dialog's submit). */
export const reportMutation = (api: ReportsApi) => ({
  mutationFn: (request: ReportRequest) => Effect.runPromise(api.report(request)),
});
