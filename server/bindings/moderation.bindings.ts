import { REPORT_OPERATIONS as REPORTS } from '../../src/contract/reports.operations';
import { fileReport, type ModerationDeps, myReports } from '../application/moderation/report.use-case';
import { type Binding, bind } from './binding';

/** Reports (신고) and the reporter's own list (issue 22). */
export const moderationBindings = (deps: ModerationDeps): Binding[] => [
  bind(REPORTS.create, ({ actor, body }) => fileReport(deps, actor, body)),
  bind(REPORTS.mine, ({ actor, query }) => myReports(deps, actor, query)),
];
