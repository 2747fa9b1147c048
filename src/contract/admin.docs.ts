import { ADMIN_OPERATIONS } from './admin.operations';
import { documented } from './operation';

/** The reference's text for the admin console's operations (server only: see Operation.summary). */
export const ADMIN_DOCS = documented(ADMIN_OPERATIONS, {
  members:
    'MODERATOR and ADMIN: members whose nickname or e-mail contains `q`, newest first, with role and the suspension in force. 403 for anyone else.',
  suspend:
    'MODERATOR and ADMIN: suspends a member for `days` (1, 3, 7 or 30; `null`: permanently) with a `reason`. Never oneself or an ADMIN; a MODERATOR cannot suspend a MODERATOR (403). While suspended, every write but signing out, reports, objections and account deletion answers 403 `Account Suspended` with the end date; the suspension ends by itself. The member is notified; the audit log records it.',
  lift: 'MODERATOR and ADMIN: lifts the suspension in force (404 when there is none). Recorded in the audit log.',
  warn: 'MODERATOR and ADMIN: warns a member: a notification with the `reason`. Recorded in the audit log.',
  role: 'ADMIN only: sets a member’s role (never one’s own); their tokens stop working. Recorded in the audit log.',
  audit:
    'MODERATOR and ADMIN: the append-only audit log, newest first, filtered by `action`, `actorId`, `targetKind` and `targetId`. No operation edits or deletes an entry.',
});
