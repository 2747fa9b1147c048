import type { NotificationStream } from '../../application/ports/notification-stream.port';

/** The demo's stream: opens at once and then stays quiet until closed. */
export const createFakeNotificationStream = (): NotificationStream => ({
  subscribe(handlers) {
    const timer = setTimeout(() => handlers.onOpen(), 0);
    return () => clearTimeout(timer);
  },
});
