/**
 * The audit log's action names (issue 22): what a moderator, an admin or the operator CLI did. They are
 * stored and filtered on, so they never change; work adding an action adds its name here.
 */
export const AUDIT_ACTIONS = [
  'role.change',
  'report.dismiss',
  'content.hide',
  'content.restore',
  'content.delete',
  'comment.blind',
  'member.warn',
  'member.suspend',
  'member.lift',
  'takedown.request',
  'takedown.apply',
  'takedown.reject',
  'takedown.objection',
  'takedown.restore',
  'takedown.delete',
] as const;
export type AuditActionName = (typeof AUDIT_ACTIONS)[number];

/** What an entry can be about. */
export const AUDIT_TARGET_KINDS = [
  'article',
  'post',
  'qna',
  'board',
  'comment',
  'user',
  'takedown',
  'report',
] as const;
