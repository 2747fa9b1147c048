import type { ReportsApi } from '../../application/reports/reports-api.port';
import { REPORT_OPERATIONS as OPS } from '../../contract/reports.operations';
import type { HttpClient } from './http-client';

export const createHttpReportsApi = (http: HttpClient): ReportsApi => ({
  report: (request) => http.call(OPS.create, { body: request }),
  mine: (page, size) => http.call(OPS.mine, { query: { page, size } }),
});
