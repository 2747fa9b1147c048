import type { NewConsultation } from '../ports/social.port';
import type { NewNotification } from '../ports/notifications.port';

/**
 * The columns a new row is stored with, written once for the database stores (adapters/db) and the
 * memory stores (adapters/memory): what each column of a port's input is called and holds. Browser-safe.
 */
export const notificationColumns = (n: Omit<NewNotification, 'recipientId'>) => ({
  type: n.type,
  actorId: n.actorId,
  contentKind: n.content?.kind ?? null,
  contentId: n.content?.id ?? null,
  commentId: n.commentId,
  message: n.message,
  link: n.link,
  createdAt: n.now,
});

export const consultationColumns = ({ now, ...request }: NewConsultation) => ({ ...request, createdAt: now });
