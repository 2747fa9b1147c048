import { PUSH_OPERATIONS as PUSH } from '../../src/contract/push.operations';
import {
  notificationPreferences,
  type PushDeps,
  pushKey,
  saveNotificationPreferences,
  subscribePush,
  unsubscribePush,
} from '../application/notifications/push.use-case';
import { type Binding, bind } from './binding';

/** Notification preferences and web push subscriptions (issue 27). */
export const pushBindings = (deps: PushDeps): Binding[] => [
  bind(PUSH.preferences, ({ actor }) => notificationPreferences(deps, actor)),
  bind(PUSH.savePreferences, ({ actor, body }) => saveNotificationPreferences(deps, actor, body)),
  bind(PUSH.key, () => pushKey(deps)),
  bind(PUSH.subscribe, ({ actor, body }) => subscribePush(deps, actor, body)),
  bind(PUSH.unsubscribe, ({ actor, body }) => unsubscribePush(deps, actor, body)),
];
