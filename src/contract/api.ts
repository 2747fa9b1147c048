import { ARTICLE_OPERATIONS } from './articles.operations';
import { AUTH_OPERATIONS } from './auth.operations';
import { COMMON_OPERATIONS } from './common.operations';
import { COMPETITION_OPERATIONS } from './competitions.operations';
import { IMAGE_OPERATIONS } from './images.operations';
import { NOTIFICATION_OPERATIONS } from './notifications.operations';
import { type Operation, operationsOf } from './operation';
import { SOCIAL_OPERATIONS } from './social.operations';
import { USER_OPERATIONS } from './user.operations';

/** Every operation of the API, in reference order. A new area appends its `<area>.operations.ts` list. */
export const API_OPERATIONS: readonly Operation[] = operationsOf(
  COMMON_OPERATIONS,
  AUTH_OPERATIONS,
  USER_OPERATIONS,
  SOCIAL_OPERATIONS,
  ARTICLE_OPERATIONS,
  IMAGE_OPERATIONS,
  NOTIFICATION_OPERATIONS,
  COMPETITION_OPERATIONS,
);
