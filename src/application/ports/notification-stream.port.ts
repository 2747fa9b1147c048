import type { NotificationSummary } from './notifications-api.port';

export interface NotificationStreamHandlers {
  onOpen(): void;
  onNotification(notification: NotificationSummary): void;
  /** The stream ended (server close, 30 s of silence, error, missing endpoint). Reconnecting is the caller's call. */
  onClose(): void;
}

/** The live notification stream (server-sent events). `subscribe` returns the function that closes it. */
export interface NotificationStream {
  subscribe(handlers: NotificationStreamHandlers): () => void;
}
