import { Effect } from 'effect';
import type { NotificationStream } from '../../application/ports/notification-stream.port';
import type { NotificationsApi } from '../../application/ports/notifications-api.port';
import { NOTIFICATION_OPERATIONS as OPS } from '../../contract/notifications.operations';
import { pageOfItems } from '../../domain/paging';
import { SERVER_MESSAGES } from '../../domain/server-messages';
import { toNotification } from './fake-notifier';
import { notFound, type FakeServer } from './fake-server';
import type { FakeNotification } from './fake-store';

/** The viewer's notifications, newest first (server: notifications.use-case.ts). */
export const createFakeNotificationsApi = (fake: FakeServer): NotificationsApi => {
  const page = (page: number, size: number) =>
    fake.call(OPS.list, { query: { page, size } }, ({ actor, query }) => {
      const mine = fake.store.notifications
        .filter((n) => n.recipientId === actor.id)
        .sort((x, y) => y.id - x.id);
      const { data, pageInfo } = pageOfItems(mine, query.page, query.size);
      return { data: data.map((n) => toNotification(fake.store, n)), pageInfo };
    });
  return {
    firstPage: () => Effect.map(page(1, 5), (p) => p.data.map((n) => ({ id: n.id, read: n.read }))),
    page,
    markRead: (id) =>
      fake.call(OPS.markRead, { params: { id } }, ({ actor, params }) => {
        const found = fake.store.notifications.find((n) => n.id === params.id && n.recipientId === actor.id);
        if (!found) return notFound(SERVER_MESSAGES.notificationNotFound);
        found.read = true;
      }),
    markAllRead: () =>
      fake.call(OPS.markAllRead, {}, ({ actor }) => {
        for (const n of fake.store.notifications) if (n.recipientId === actor.id) n.read = true;
      }),
  };
};

/**
 * The live stream on the fake store: opens at once for a signed-in viewer and tells of every
 * notification stored for them from then on; without a (valid) token it closes, as the real one does.
 */
export const createFakeNotificationStream = (fake: FakeServer): NotificationStream => ({
  subscribe(handlers) {
    const viewer = fake.currentViewer();
    let open = true;
    const listener = (n: FakeNotification) => {
      if (open && viewer !== null && n.recipientId === viewer.id)
        handlers.onNotification(toNotification(fake.store, n));
    };
    const timer = setTimeout(() => {
      if (!open) return;
      if (viewer === null) handlers.onClose();
      else handlers.onOpen();
    }, fake.latencyMs);
    if (viewer !== null) fake.store.listeners.add(listener);
    return () => {
      open = false;
      clearTimeout(timer);
      fake.store.listeners.delete(listener);
    };
  },
});
