import { Effect } from 'effect';
import { shownAuthor } from '../../../src/domain/export-authors';
import type { ExportConsultation, ExportLike, ExportReport, MemberData } from '../../ports/exports.port';
import type { ReportRecord } from '../../ports/reports.port';
import type { MemoryDb, UserRow } from './memory-db';
import { exportContentOf, exportNotificationOf, exportProfileOf } from '../member-data-rows';

const byId = <T extends { readonly id: number }>(a: T, b: T) => a.id - b.id;

/** The memory twin of memberDataRepository (db/member-data.repository.ts), with its answers. */
export const memoryMemberData = (db: MemoryDb): MemberData => {
  const t = db.tables;
  const user = (id: number | null): UserRow | undefined => (id === null ? undefined : t.users.get(id));
  /** Another member's nickname, null once they left. */
  const nickname = (id: number | null): string | null => {
    const u = user(id);
    return u && u.deletedAt === null ? u.nickname : null;
  };
  return {
    profile: (userId) =>
      Effect.sync(() => {
        const u = user(userId);
        if (!u) return null;
        return exportProfileOf(u);
      }),
    contents: (userId) =>
      Effect.sync(() =>
        [...t.contents.values()]
          .filter((r) => r.authorId === userId)
          .sort(byId)
          .map(exportContentOf),
      ),
    comments: (userId) =>
      Effect.sync(() =>
        [...t.comments.values()]
          .filter((c) => c.authorId === userId && t.contents.has(c.contentId))
          .sort(byId)
          .map((c) => {
            const item = t.contents.get(c.contentId);
            return {
              id: c.id,
              itemKind: item?.kind ?? '',
              itemId: c.contentId,
              itemTitle: item?.title ?? '',
              parentId: c.parentId,
              text: c.content,
              status: c.status,
              blinded: c.blindedAt !== null,
              mentioned: nickname(c.mentionedUserId),
              likeCount: c.likeCount,
              createdAt: c.createdAt,
              modifiedAt: c.modifiedAt,
            };
          }),
      ),
    likes: (userId) =>
      Effect.sync(() => {
        const onItems = [...t.contentLikes.values()]
          .filter((e) => e.from === userId && t.contents.has(e.to))
          .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.to - b.to)
          .map((e): ExportLike => {
            const item = t.contents.get(e.to);
            const kind = item?.kind ?? '';
            const authorId = item?.authorId ?? null;
            return {
              on: 'content',
              itemKind: kind,
              itemId: e.to,
              title: item?.title ?? '',
              author: shownAuthor(kind, authorId, userId, nickname(authorId)),
              likedAt: e.createdAt,
            };
          });
        const onComments = [...t.commentLikes.values()]
          .filter((e) => e.from === userId && t.comments.has(e.to))
          .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.to - b.to)
          .flatMap((e): ExportLike[] => {
            const comment = t.comments.get(e.to);
            const item = comment ? t.contents.get(comment.contentId) : undefined;
            if (!comment || !item) return [];
            return [
              {
                on: 'comment',
                commentId: comment.id,
                itemKind: item.kind,
                itemId: item.id,
                text: comment.status === 'ACTIVE' ? comment.content : '',
                author: shownAuthor(item.kind, comment.authorId, userId, nickname(comment.authorId)),
                likedAt: e.createdAt,
              },
            ];
          });
        return [...onItems, ...onComments];
      }),
    follows: (userId) =>
      Effect.sync(() => {
        const edges = [...t.follows.values()].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
        return {
          following: edges
            .filter((e) => e.from === userId && t.users.has(e.to))
            .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.to - b.to)
            .map((e) => ({ nickname: nickname(e.to), since: e.createdAt })),
          followers: edges
            .filter((e) => e.to === userId && t.users.has(e.from))
            .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.from - b.from)
            .map((e) => ({ nickname: nickname(e.from), since: e.createdAt })),
        };
      }),
    consultations: (userId) =>
      Effect.sync(() => {
        const all = [...t.consultations.values()].sort(byId);
        const view = (c: (typeof all)[number], counterpart: number): ExportConsultation => ({
          id: c.id,
          counterpart: nickname(counterpart),
          type: c.type,
          message: c.message,
          status: c.status,
          answer: c.answer,
          createdAt: c.createdAt,
          answeredAt: c.answeredAt,
        });
        return {
          sent: all.filter((c) => c.senderId === userId).map((c) => view(c, c.recipientId)),
          received: all.filter((c) => c.recipientId === userId).map((c) => view(c, c.senderId)),
        };
      }),
    notifications: (userId) =>
      Effect.sync(() =>
        [...t.notifications.values()]
          .filter((n) => n.recipientId === userId)
          .sort(byId)
          .map(exportNotificationOf),
      ),
    reports: (userId) =>
      Effect.sync(() => {
        const tables = t.extra.get('reports') as { reports: Map<number, ReportRecord> } | undefined;
        return [...(tables?.reports.values() ?? [])]
          .filter((r) => r.reporterId === userId)
          .sort(byId)
          .map(
            (r): ExportReport => ({
              id: r.id,
              targetKind: r.target.kind,
              targetId: r.target.kind === 'user' ? null : r.target.id,
              targetNickname: r.target.kind === 'user' ? nickname(r.target.id) : null,
              reason: r.reason,
              detail: r.detail,
              excerpt: r.excerpt,
              status: r.status,
              createdAt: r.createdAt,
            }),
          );
      }),
  };
};
