import { Effect } from 'effect';
import type { ContentKind } from '../../../src/domain/content/policy';
import { pageOfItems } from '../../../src/domain/paging';
import { VISIBILITY_SETTINGS, type VisibilitySettings } from '../../../src/domain/profile';
import { DELETED_MEMBER_NAME } from '../../../src/domain/text/profile';
import type { PageRequest } from '../../ports/content.port';
import type { Counted, ProfileCommentRecord, ProfileStore } from '../../ports/profiles.port';
import { uniqueViolation } from '../../ports/store-errors';
import type { ContentRow, MemoryDb, MemoryTables, UserRow } from './memory-db';
import { forgetMemoryPush } from './memory-push-stores';
import { contentRecordOf } from './memory-rows';

const counted = <R, T>(rows: readonly R[], { page, size }: PageRequest, map: (row: R) => T): Counted<T> => {
  const { data, pageInfo } = pageOfItems(rows, page, size);
  return { items: data.map(map), total: pageInfo.totalElements };
};

const time = (d: Date | null): number => (d === null ? Number.POSITIVE_INFINITY : d.getTime());

/** contents_author_idx's order: published_at desc (PostgreSQL puts nulls first there), then id desc. */
const newestPublished = (a: ContentRow, b: ContentRow) =>
  time(b.publishedAt) - time(a.publishedAt) || b.id - a.id;

/**
 * lower() as users_nickname_key computes it on PostgreSQL and PGlite: one code point at a time (the
 * database's ctype lowers each on its own), so Σ is σ even at a word's end, and İ is i.
 */
const lowerAsDatabase = (text: string): string =>
  Array.from(text, (c) => String.fromCodePoint(c.toLowerCase().codePointAt(0) ?? 0)).join('');

/** A published item of the kind, as the lists' inner join on contents reads it. */
const publishedOf = (t: MemoryTables, contentId: number, kind: ContentKind): ContentRow | null => {
  const row = t.contents.get(contentId);
  return row && row.kind === kind && !row.isDraft ? row : null;
};

/** Deletes items and what the database's foreign keys delete with them (their comments and likes). */
const deleteContents = (t: MemoryTables, ids: ReadonlySet<number>) => {
  for (const id of ids) t.contents.delete(id);
  const comments = new Set<number>();
  for (const [id, c] of t.comments) if (ids.has(c.contentId)) comments.add(id);
  for (const id of comments) t.comments.delete(id);
  for (const [key, e] of t.contentLikes) if (ids.has(e.to)) t.contentLikes.delete(key);
  for (const [key, e] of t.commentLikes) if (comments.has(e.to)) t.commentLikes.delete(key);
};

const deleteWhere = <K, R>(table: Map<K, R>, gone: (row: R) => boolean) => {
  for (const [key, row] of table) if (gone(row)) table.delete(key);
};

/** The ProfileStore of the demo host on the memory database, with the Drizzle store's answers. */
export const memoryProfileStore = (db: MemoryDb): ProfileStore => {
  const t = db.tables;
  const live = (id: number): UserRow | null => {
    const user = t.users.get(id);
    return user && user.deletedAt === null ? user : null;
  };
  const moveCounter = (id: number, field: 'followerCount' | 'followingCount') => {
    const user = t.users.get(id);
    if (user) user[field] = Math.max(user[field] - 1, 0);
  };
  return {
    owner: (id) =>
      Effect.sync(() => {
        const user = live(id);
        if (!user || user.profileCompletedAt === null) return null;
        const fields = Object.values(VISIBILITY_SETTINGS);
        return {
          id,
          visibility: Object.fromEntries(fields.map((f) => [f, user[f]])) as VisibilitySettings,
          birthDate: user.birthDate,
        };
      }),
    authored: (authorId, kind, page) =>
      Effect.sync(() => {
        const rows = [...t.contents.values()].filter(
          (c) => c.authorId === authorId && c.kind === kind && !c.isDraft,
        );
        return counted(rows.sort(newestPublished), page, (row) => contentRecordOf(db, row));
      }),
    liked: (userId, kind, page) =>
      Effect.sync(() => {
        // content_likes_user_idx's order: the newest like first, then the higher item id.
        const likes = [...t.contentLikes.values()]
          .filter((e) => e.from === userId && publishedOf(t, e.to, kind))
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.to - a.to);
        return counted(likes, page, (e) => contentRecordOf(db, publishedOf(t, e.to, kind) as ContentRow));
      }),
    comments: (authorId, kind, page) =>
      Effect.sync(() => {
        const rows = [...t.comments.values()]
          .filter(
            (c) =>
              c.authorId === authorId &&
              c.status === 'ACTIVE' &&
              c.blindedAt === null &&
              publishedOf(t, c.contentId, kind),
          )
          .sort((a, b) => b.id - a.id);
        return counted(rows, page, (c): ProfileCommentRecord => {
          const item = t.contents.get(c.contentId) as ContentRow;
          const { id, content, likeCount, createdAt, modifiedAt, parentId } = c;
          const on = { contentKind: item.kind, contentId: item.id, contentTitle: item.title };
          return { id, content, likeCount, createdAt, modifiedAt, parentId, ...on };
        });
      }),
    setVisibility: (userId, field, visible) =>
      Effect.sync(() => {
        const user = t.users.get(userId);
        if (user) user[field] = visible;
      }),
    updateProfile: (userId, fields) =>
      Effect.suspend(() => {
        const user = t.users.get(userId);
        if (!user) return Effect.void;
        // users_nickname_key holds every account, deleted ones (with their placeholders) included.
        const key = lowerAsDatabase(fields.nickname);
        for (const other of t.users.values())
          if (other.id !== userId && lowerAsDatabase(other.nickname) === key)
            return Effect.fail(uniqueViolation('nickname'));
        const { nickname, job, introduction, homepageUrl, instagramUrl, youtubeUrl, blogUrl } = fields;
        Object.assign(user, { nickname, job, introduction, homepageUrl, instagramUrl, youtubeUrl, blogUrl });
        user.profileImageUrl = fields.profileImageUrl;
        return Effect.void;
      }),
    deleteAccount: (userId, placeholder, now) =>
      Effect.sync(() => {
        const user = live(userId);
        if (!user) return false;
        const before = user.nickname;
        const erased = { email: null, passwordHash: null, phoneNumber: null, job: null, introduction: null };
        const links = { homepageUrl: null, instagramUrl: null, youtubeUrl: null, blogUrl: null };
        Object.assign(user, erased, links, { nickname: placeholder, profileImageUrl: null });
        Object.assign(user, { birthDate: null, guardianEmail: null, guardianPendingSince: null });
        Object.assign(user, { followerCount: 0, followingCount: 0, tokenVersion: user.tokenVersion + 1 });
        user.deletedAt = now;
        // Every message naming its actor begins with the name ("…님이"): the Drizzle store renames it.
        for (const n of t.notifications.values())
          if (n.actorId === userId && n.message.startsWith(before))
            n.message = DELETED_MEMBER_NAME + n.message.slice(before.length);
        for (const [key, edge] of t.follows) {
          if (edge.from === userId) moveCounter(edge.to, 'followerCount');
          if (edge.to === userId) moveCounter(edge.from, 'followingCount');
          if (edge.from === userId || edge.to === userId) t.follows.delete(key);
        }
        deleteWhere(t.identities, (r) => r.userId === userId);
        deleteWhere(t.handoffs, (r) => r.userId === userId);
        deleteWhere(t.resetTokens, (r) => r.userId === userId);
        deleteWhere(t.notifications, (r) => r.recipientId === userId);
        forgetMemoryPush(db, userId);
        const drafts = [...t.contents.values()].filter((c) => c.authorId === userId && c.isDraft);
        deleteContents(t, new Set(drafts.map((c) => c.id)));
        return true;
      }),
  };
};
