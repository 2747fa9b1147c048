import { defineOperations } from './operation';
import { MyReportPage, MyReportsQuery, ReportCreated, ReportRequest } from './reports';

export const REPORT_OPERATIONS = defineOperations({
  create: {
    method: 'post',
    path: '/api/reports',
    tag: 'reports',
    auth: 'required',
    body: ReportRequest,
    response: ReportCreated,
    status: 201,
    errors: [400, 404, 409],
    rateLimit: 'report',
    // A suspended member may still report (issue 22).
    whileSuspended: true,
  },
  mine: {
    method: 'get',
    path: '/api/reports/mine',
    tag: 'reports',
    auth: 'required',
    query: MyReportsQuery,
    response: MyReportPage,
    errors: [400],
  },
});
