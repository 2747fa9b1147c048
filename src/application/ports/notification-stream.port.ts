import type { NotificationItem } from './notifications-api.port';

export interface NotificationStreamHandlers {
  onOpen(): void;
  /** One event of the stream: a whole notification, as the /alarm list shows it. */
  onNotification(notification: NotificationItem): void;
  /** The stream ended (server close, 30 s of silence, error, missing endpoint). Reconnecting is the caller's call. */
  onClose(): void;
}

/** The live notification stream (server-sent events). `subscribe` returns the function that closes it. */
export interface NotificationStream {
  subscribe(handlers: NotificationStreamHandlers): () => void;
}
