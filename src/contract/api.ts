import { ACCOUNT_DOCS } from './account.docs';
import { ADMIN_DOCS } from './admin.docs';
import { ADMIN_OPERATIONS } from './admin.operations';
import { ACCOUNT_OPERATIONS } from './account.operations';
import { ARTICLE_DOCS } from './articles.docs';
import { ARTICLE_OPERATIONS } from './articles.operations';
import { AUTH_DOCS } from './auth.docs';
import { AUTH_OPERATIONS } from './auth.operations';
import { BLOCK_DOCS } from './blocks.docs';
import { BLOCK_OPERATIONS } from './blocks.operations';
import { BOARD_DOCS } from './boards.docs';
import { POST_OPERATIONS, QNA_OPERATIONS } from './boards.operations';
import { COMMON_OPERATIONS } from './common.operations';
import { COMPETITION_DOCS } from './competitions.docs';
import { COMPETITION_OPERATIONS } from './competitions.operations';
import { TEAM_DOCS } from './teams.docs';
import { TEAM_OPERATIONS } from './teams.operations';
import { EXPORT_DOCS } from './exports.docs';
import { EXPORT_OPERATIONS } from './exports.operations';
import { GUARDIAN_DOCS } from './guardian.docs';
import { GUARDIAN_OPERATIONS } from './guardian.operations';
import { IMAGE_OPERATIONS } from './images.operations';
import { NOTIFICATION_DOCS } from './notifications.docs';
import { NOTIFICATION_OPERATIONS } from './notifications.operations';
import { type Operation, operationsOf } from './operation';
import { POLICY_DOCS } from './policies.docs';
import { POLICY_OPERATIONS } from './policies.operations';
import { PROFILE_DOCS } from './profile.docs';
import { PUSH_DOCS } from './push.docs';
import { PUSH_OPERATIONS } from './push.operations';
import { PROFILE_OPERATIONS } from './profile.operations';
import { MODERATION_DOCS } from './moderation.docs';
import { MODERATION_OPERATIONS } from './moderation.operations';
import { REPORT_DOCS } from './reports.docs';
import { REPORT_OPERATIONS } from './reports.operations';
import { SOCIAL_DOCS } from './social.docs';
import { SOCIAL_OPERATIONS } from './social.operations';
import { USER_DOCS } from './user.docs';
import { USER_OPERATIONS } from './user.operations';

/** The summaries kept out of the tables the browser imports (see Operation.summary). */
const SUMMARIES: ReadonlyMap<Operation, string> = new Map([
  ...AUTH_DOCS,
  ...USER_DOCS,
  ...PROFILE_DOCS,
  ...SOCIAL_DOCS,
  ...ARTICLE_DOCS,
  ...BOARD_DOCS,
  ...NOTIFICATION_DOCS,
  ...PUSH_DOCS,
  ...ACCOUNT_DOCS,
  ...COMPETITION_DOCS,
  ...TEAM_DOCS,
  ...REPORT_DOCS,
  ...POLICY_DOCS,
  ...MODERATION_DOCS,
  ...EXPORT_DOCS,
  ...ADMIN_DOCS,
  ...BLOCK_DOCS,
  ...GUARDIAN_DOCS,
]);

/**
 * Every operation of the API with its summary, in reference order: what the OpenAPI document and the
 * /api/docs page show (server only). A new area appends its `<area>.operations.ts` table here.
 */
export const API_OPERATIONS: readonly Operation[] = operationsOf(
  COMMON_OPERATIONS,
  AUTH_OPERATIONS,
  USER_OPERATIONS,
  PROFILE_OPERATIONS,
  SOCIAL_OPERATIONS,
  ARTICLE_OPERATIONS,
  POST_OPERATIONS,
  QNA_OPERATIONS,
  IMAGE_OPERATIONS,
  NOTIFICATION_OPERATIONS,
  PUSH_OPERATIONS,
  ACCOUNT_OPERATIONS,
  COMPETITION_OPERATIONS,
  TEAM_OPERATIONS,
  REPORT_OPERATIONS,
  POLICY_OPERATIONS,
  MODERATION_OPERATIONS,
  EXPORT_OPERATIONS,
  ADMIN_OPERATIONS,
  BLOCK_OPERATIONS,
  GUARDIAN_OPERATIONS,
).map((op) => ({ ...op, summary: op.summary ?? SUMMARIES.get(op) ?? '' }));
