import { NOTIFICATION_OPERATIONS as NOTIFICATIONS } from '../../src/contract/notifications.operations';
import { SOCIAL_OPERATIONS as SOCIAL } from '../../src/contract/social.operations';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../application/notifications/notifications.use-case';
import { requestConsultation } from '../application/social/consultation.use-case';
import { popularEditors, toggleFollow } from '../application/social/follow.use-case';
import { type Binding, bind } from './binding';
import type { RuleDeps } from './rule-deps';

/** Follows, popular editors, consultation requests and the notification list (spec section 7). */
export const socialBindings = ({ content: d, notifications: repo }: RuleDeps): Binding[] => [
  bind(SOCIAL.popularEditors, ({ actor }) => popularEditors(d, actor)),
  bind(SOCIAL.follow, ({ actor, params }) => toggleFollow(d, actor, params.id)),
  bind(SOCIAL.consultation, ({ actor, body }) => requestConsultation(d, actor, body)),
  bind(NOTIFICATIONS.list, ({ actor, query }) => listNotifications(repo, actor.id, query.page, query.size)),
  bind(NOTIFICATIONS.markAllRead, ({ actor }) => markAllNotificationsRead(repo, actor.id)),
  bind(NOTIFICATIONS.markRead, ({ actor, params }) => markNotificationRead(repo, actor.id, params.id)),
];
