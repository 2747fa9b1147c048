import type { ImportToStore } from '../ports/competitions.port';
import type { ContentFields } from '../ports/content.port';
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

/** An item's written fields as columns (the database adds its search n-grams). */
export const itemFieldColumns = (f: ContentFields) => ({
  title: f.title,
  content: f.content,
  contentText: f.contentText,
  contentSummary: f.contentSummary,
  tags: [...f.tags],
  thumbnailUrl: f.thumbnailUrl,
});

/** An imported competition's columns. */
export const competitionColumns = (c: ImportToStore['competitions'][number]) => ({
  kind: c.kind,
  sourceId: c.sourceId,
  ageGroup: c.ageGroup,
  name: c.name,
  place: c.place,
  startDate: c.startDate,
  endDate: c.endDate,
});
