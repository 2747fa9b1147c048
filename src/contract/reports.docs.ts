import { documented } from './operation';
import { REPORT_OPERATIONS } from './reports.operations';

/** The reference's text for the report operations (server only: see Operation.summary). */
export const REPORT_DOCS = documented(REPORT_OPERATIONS, {
  create:
    'Reports an article, a free-board post, a Q&A post, a comment or a user (`targetKind`, `targetId`) for a reason; `OTHER` needs `detail` (up to 500 characters). One open report per reporter and target: 409 `Already Reported`; 400 `Cannot Report Yourself`; 404 when the target is missing or not visible. When enough distinct established members (accounts older than a day; `REPORT_HOLD_THRESHOLD`, default 3) report the same target, it is held: hidden from everyone but its author, MODERATOR and ADMIN until reviewed.',
  mine: "The caller's own reports, newest first, with their status. Never lists anyone else's reports.",
});
