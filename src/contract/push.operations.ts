import { defineOperations } from './operation';
import {
  NotificationPreferencesBody,
  NotificationPreferencesResponse,
  PushKeyResponse,
  PushSubscriptionBody,
  PushUnsubscribeBody,
} from './push';

export const PUSH_OPERATIONS = defineOperations({
  preferences: {
    method: 'get',
    path: '/api/notifications/preferences',
    tag: 'notifications',
    auth: 'required',
    response: NotificationPreferencesResponse,
  },
  savePreferences: {
    method: 'put',
    path: '/api/notifications/preferences',
    tag: 'notifications',
    auth: 'required',
    body: NotificationPreferencesBody,
    response: NotificationPreferencesResponse,
    errors: [400],
  },
  key: {
    method: 'get',
    path: '/api/push/key',
    tag: 'notifications',
    auth: 'none',
    response: PushKeyResponse,
  },
  subscribe: {
    method: 'post',
    path: '/api/push/subscriptions',
    tag: 'notifications',
    auth: 'required',
    body: PushSubscriptionBody,
    status: 204,
    errors: [400],
  },
  unsubscribe: {
    method: 'post',
    path: '/api/push/subscriptions/remove',
    tag: 'notifications',
    auth: 'required',
    body: PushUnsubscribeBody,
    status: 204,
    errors: [400],
  },
});
