import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/adapters/db/client';
import type { Ack } from './crash-writers';

/** What the stored data says about the acknowledged writes, and whether every write kept its notification. */
export type LedgerReport = {
  /** Acknowledged writes whose row is missing. */
  readonly lostWrites: string[];
  /** Acknowledged writes whose notification is missing. */
  readonly lostNotifications: string[];
  /** How many acknowledged writes promised a notification (each was looked up). */
  readonly notificationsChecked: number;
  /**
   * The outbox both ways over every stored row, acknowledged or not: a stored comment, like, follow or
   * consultation without its notification, or a notification without its write.
   */
  readonly torn: string[];
  /** Counters that disagree with the rows they count. */
  readonly drift: string[];
  /** Stored rows of each kind, whether their request was acknowledged or cut by a kill. */
  readonly stored: Readonly<Record<string, number>>;
};

type Rows = Record<string, number | string | null>[];

const rowsOf = async (db: Db, query: ReturnType<typeof sql>): Promise<Rows> =>
  ((await db.execute(query)) as unknown as { rows: Rows }).rows;

const key = (...parts: (number | string | null | undefined)[]) => parts.join(':');

/** Reads every table the crash writers touch and holds the acknowledged writes against it. */
export const checkLedger = async (db: Db, acks: readonly Ack[]): Promise<LedgerReport> => {
  const contents = await rowsOf(db, sql`select id, author_id, like_count, comment_count from contents`);
  const comments = await rowsOf(db, sql`select id, content_id, author_id from comments`);
  const likes = await rowsOf(db, sql`select user_id, content_id from content_likes`);
  const follows = await rowsOf(db, sql`select follower_id, followee_id from follows`);
  const users = await rowsOf(db, sql`select id, follower_count from users`);
  const consultations = await rowsOf(db, sql`select sender_id, recipient_id from consultations`);
  const notifications = await rowsOf(
    db,
    sql`select recipient_id, type, actor_id, content_id, comment_id from notifications`,
  );

  const authorOf = new Map(contents.map((c) => [Number(c.id), Number(c.author_id)]));
  const commentRows = new Map(comments.map((c) => [Number(c.id), c]));
  const likeSet = new Set(likes.map((l) => key(l.user_id, l.content_id)));
  const followSet = new Set(follows.map((f) => key(f.follower_id, f.followee_id)));
  const consultSet = new Set(consultations.map((c) => key(c.sender_id, c.recipient_id)));
  const noteSet = new Set(
    notifications.map((n) => key(n.type, n.recipient_id, n.actor_id, n.content_id, n.comment_id)),
  );
  const note = {
    comment: (recipient: number, actor: number, content: number, comment: number) =>
      key('COMMENT', recipient, actor, content, comment),
    like: (recipient: number, actor: number, content: number) =>
      key('CONTENT_LIKE', recipient, actor, content, null),
    follow: (recipient: number, actor: number) => key('FOLLOW', recipient, actor, null, null),
    consultation: (recipient: number, actor: number) => key('CONSULTATION', recipient, actor, null, null),
    article: (recipient: number, actor: number, content: number) =>
      key('NEW_ARTICLE', recipient, actor, content, null),
  };

  const lostWrites: string[] = [];
  const lostNotifications: string[] = [];
  let notificationsChecked = 0;
  const expectNote = (ack: Ack, noteKey: string) => {
    notificationsChecked += 1;
    if (!noteSet.has(noteKey)) lostNotifications.push(JSON.stringify(ack));
  };
  for (const ack of acks) {
    const text = JSON.stringify(ack);
    switch (ack.kind) {
      case 'post':
        if (authorOf.get(ack.id) !== ack.authorId) lostWrites.push(text);
        break;
      case 'article':
        if (authorOf.get(ack.id) !== ack.authorId) lostWrites.push(text);
        for (const follower of ack.followers)
          expectNote({ ...ack, followers: [follower] }, note.article(follower, ack.authorId, ack.id));
        break;
      case 'comment': {
        const row = commentRows.get(ack.id);
        if (!row || Number(row.author_id) !== ack.actorId || Number(row.content_id) !== ack.contentId)
          lostWrites.push(text);
        expectNote(ack, note.comment(ack.recipientId, ack.actorId, ack.contentId, ack.id));
        break;
      }
      case 'like':
        if (!likeSet.has(key(ack.actorId, ack.contentId))) lostWrites.push(text);
        expectNote(ack, note.like(ack.recipientId, ack.actorId, ack.contentId));
        break;
      case 'follow':
        if (!followSet.has(key(ack.actorId, ack.followeeId))) lostWrites.push(text);
        expectNote(ack, note.follow(ack.followeeId, ack.actorId));
        break;
      case 'consultation':
        if (!consultSet.has(key(ack.actorId, ack.recipientId))) lostWrites.push(text);
        expectNote(ack, note.consultation(ack.recipientId, ack.actorId));
    }
  }

  // Every stored write, acknowledged or not, has its notification, and the other way round.
  const expected = new Set<string>();
  for (const c of comments) {
    const recipient = authorOf.get(Number(c.content_id));
    if (recipient !== Number(c.author_id))
      expected.add(note.comment(recipient ?? -1, Number(c.author_id), Number(c.content_id), Number(c.id)));
  }
  for (const l of likes)
    expected.add(
      note.like(authorOf.get(Number(l.content_id)) ?? -1, Number(l.user_id), Number(l.content_id)),
    );
  for (const f of follows) expected.add(note.follow(Number(f.followee_id), Number(f.follower_id)));
  for (const c of consultations) expected.add(note.consultation(Number(c.recipient_id), Number(c.sender_id)));
  const torn = [...expected].filter((k) => !noteSet.has(k)).map((k) => `write without notification ${k}`);
  const outboxTypes = new Set(['COMMENT', 'CONTENT_LIKE', 'FOLLOW', 'CONSULTATION']);
  for (const n of notifications) {
    const k = key(n.type, n.recipient_id, n.actor_id, n.content_id, n.comment_id);
    if (outboxTypes.has(String(n.type)) && !expected.has(k)) torn.push(`notification without write ${k}`);
    // An article's notice goes to a follower of its author (which followers depends on the moment).
    const announced =
      authorOf.get(Number(n.content_id)) === Number(n.actor_id) &&
      followSet.has(key(n.recipient_id, n.actor_id));
    if (n.type === 'NEW_ARTICLE' && !announced) torn.push(`notification without write ${k}`);
  }

  const tally = (rows: Rows, column: string) => {
    const counts = new Map<number, number>();
    for (const r of rows) counts.set(Number(r[column]), (counts.get(Number(r[column])) ?? 0) + 1);
    return counts;
  };
  const likesOf = tally(likes, 'content_id');
  const commentsOf = tally(comments, 'content_id');
  const followersOf = tally(follows, 'followee_id');
  const drift: string[] = [];
  for (const c of contents) {
    const id = Number(c.id);
    if (Number(c.like_count) !== (likesOf.get(id) ?? 0))
      drift.push(`content ${id}: like_count ${c.like_count}, likes ${likesOf.get(id) ?? 0}`);
    if (Number(c.comment_count) !== (commentsOf.get(id) ?? 0))
      drift.push(`content ${id}: comment_count ${c.comment_count}, comments ${commentsOf.get(id) ?? 0}`);
  }
  for (const u of users) {
    const id = Number(u.id);
    if (Number(u.follower_count) !== (followersOf.get(id) ?? 0))
      drift.push(`user ${id}: follower_count ${u.follower_count}, follows ${followersOf.get(id) ?? 0}`);
  }

  return {
    lostWrites,
    lostNotifications,
    notificationsChecked,
    torn,
    drift,
    stored: {
      posts: contents.length,
      comments: comments.length,
      likes: likes.length,
      follows: follows.length,
      consultations: consultations.length,
      notifications: notifications.length,
    },
  };
};
