import { DEMO_DATA, type DemoData, demoRows } from '../../../content/demo';
import type { ConsultationType } from '../../domain/catalog';
import type { ContentKind } from '../../domain/content/policy';
import type { ConsultationStatus } from '../../domain/profile';
import { htmlToText, summaryOf } from '../../domain/content/text';
import type { Role } from '../../domain/role';

/**
 * The demo backend's one in-memory store: accounts, content of every kind, comments, likes, follows,
 * consultations, notifications and uploaded images. Built from content/demo with the ids the server
 * seed gives a fresh database (content/demo/rows.ts). Counters (likes, comments, followers, received
 * likes) are not stored: they are counted from the rows, so they can never disagree with them.
 */
export interface FakeUser {
  readonly id: number;
  readonly email: string;
  readonly password: string;
  readonly nickname: string;
  readonly role: Role;
  readonly job: string | null;
  readonly introduction: string | null;
  readonly profileImageUrl: string | null;
  readonly homepageUrl: string | null;
  readonly instagramUrl: string | null;
  readonly youtubeUrl: string | null;
  readonly blogUrl: string | null;
  readonly createdAt: Date;
  /** The five list visibility settings, by their own-profile field names (all shown at sign-up). */
  articleCommentVisibility: boolean;
  likedBoardPostVisibility: boolean;
  likedArticleVisibility: boolean;
  boardPostVisibility: boolean;
  boardCommentVisibility: boolean;
}

/** Every list of a new account is shown to others. */
export const FAKE_VISIBLE_LISTS = {
  articleCommentVisibility: true,
  likedBoardPostVisibility: true,
  likedArticleVisibility: true,
  boardPostVisibility: true,
  boardCommentVisibility: true,
} as const;

/** A consultation request and its answer (server: the consultations table). */
export interface FakeConsultation {
  readonly id: number;
  readonly senderId: number;
  readonly recipientId: number;
  readonly consultationType: ConsultationType;
  readonly message: string;
  /** The sender's Asia/Seoul day: one request per sender, recipient and day. */
  readonly seoulDate: string;
  status: ConsultationStatus;
  answer: string | null;
  readonly createdAt: Date;
  answeredAt: Date | null;
}

export interface FakeContent {
  readonly id: number;
  readonly kind: ContentKind;
  readonly authorId: number;
  title: string;
  /** HTML as the editor sent it. */
  content: string;
  contentText: string;
  contentSummary: string;
  thumbnailUrl: string | null;
  tags: string[];
  isDraft: boolean;
  views: number;
  readonly createdAt: Date;
  modifiedAt: Date;
  publishedAt: Date | null;
}

export interface FakeComment {
  readonly id: number;
  readonly contentId: number;
  /** The top-level comment a reply belongs to. */
  readonly parentId: number | null;
  readonly authorId: number;
  content: string;
  readonly mentionedUserId: number | null;
  deleted: boolean;
  blinded: boolean;
  readonly createdAt: Date;
  modifiedAt: Date;
}

export interface FakeNotification {
  readonly id: number;
  readonly recipientId: number;
  readonly type: string;
  readonly actorId: number | null;
  readonly contentKind: ContentKind | null;
  /** The item and comment it is about, as the server stores them (the repeat rule compares them). */
  readonly contentId: number | null;
  readonly commentId: number | null;
  readonly message: string;
  readonly link: string;
  read: boolean;
  readonly createdAt: Date;
}

export interface FakeStore {
  readonly users: FakeUser[];
  readonly contents: Map<number, FakeContent>;
  readonly comments: Map<number, FakeComment>;
  /** Content id → the users who like it. */
  readonly contentLikes: Map<number, Set<number>>;
  /** Comment id → the users who like it. */
  readonly commentLikes: Map<number, Set<number>>;
  /** Follower id → the users they follow. */
  readonly follows: Map<number, Set<number>>;
  /** `contentId|viewerKey` → start of the viewer's 24-hour view window (ms). */
  readonly views: Map<string, number>;
  /** `contentId|userId` → the order a like was given in (seeded likes have none: given at once). */
  readonly contentLikeOrder: Map<string, number>;
  /** Oldest first; one per sender, recipient and Asia/Seoul day. */
  readonly consultations: FakeConsultation[];
  readonly notifications: FakeNotification[];
  /** Uploaded images by the URL handed out for them. */
  readonly images: Map<string, Blob>;
  /** The live stream's listeners, told of every notification stored. */
  readonly listeners: Set<(notification: FakeNotification) => void>;
  readonly next: {
    content: number;
    comment: number;
    notification: number;
    consultation: number;
    like: number;
  };
}

export interface FakeStoreOptions {
  readonly now?: Date;
  /** Every demo account's password. */
  readonly password?: string;
  readonly data?: DemoData;
}

/** The demo password of every demo account in the fake backend (README: `npm run demo`). */
export const FAKE_DEMO_PASSWORD = 'kickoff-demo';

const DAY_MS = 86_400_000;

/** The items of `rows` as a map from one id to a set of other ids. */
const edges = <R>(rows: readonly R[], from: (r: R) => number, to: (r: R) => number) => {
  const map = new Map<number, Set<number>>();
  for (const r of rows) map.set(from(r), (map.get(from(r)) ?? new Set()).add(to(r)));
  return map;
};

export const createFakeStore = (options: FakeStoreOptions = {}): FakeStore => {
  const now = options.now ?? new Date();
  const rows = demoRows(options.data ?? DEMO_DATA, now);
  const users: FakeUser[] = rows.users.map(({ id, user }) => ({
    id,
    email: user.email,
    password: options.password ?? FAKE_DEMO_PASSWORD,
    nickname: user.nickname,
    role: user.role,
    job: user.job,
    introduction: user.introduction,
    profileImageUrl: null,
    homepageUrl: user.homepageUrl ?? null,
    instagramUrl: user.instagramUrl ?? null,
    youtubeUrl: user.youtubeUrl ?? null,
    blogUrl: user.blogUrl ?? null,
    createdAt: new Date(now.getTime() - 120 * DAY_MS),
    ...FAKE_VISIBLE_LISTS,
  }));
  const contents = new Map<number, FakeContent>(
    rows.contents.map(({ id, item, authorId, at }) => {
      // The derivations the server makes on every write (and the seed on first start).
      const text = htmlToText(item.html);
      const draft = item.draft === true;
      return [
        id,
        {
          id,
          kind: item.kind,
          authorId,
          title: item.title,
          content: item.html,
          contentText: text,
          contentSummary: summaryOf(text),
          thumbnailUrl: null,
          tags: [...item.tags],
          isDraft: draft,
          views: draft ? 0 : item.views,
          createdAt: at,
          modifiedAt: at,
          publishedAt: draft ? null : at,
        },
      ];
    }),
  );
  const comments = new Map<number, FakeComment>(
    rows.comments.map((c) => [
      c.id,
      {
        id: c.id,
        contentId: c.contentId,
        parentId: c.parentId,
        authorId: c.authorId,
        content: c.content,
        mentionedUserId: c.mentionedUserId,
        deleted: false,
        blinded: false,
        createdAt: c.at,
        modifiedAt: c.at,
      },
    ]),
  );
  return {
    users,
    contents,
    comments,
    contentLikes: edges(
      rows.contentLikes,
      (l) => l.contentId,
      (l) => l.userId,
    ),
    commentLikes: edges(
      rows.comments.flatMap((c) => c.likedBy.map((userId) => ({ commentId: c.id, userId }))),
      (l) => l.commentId,
      (l) => l.userId,
    ),
    follows: edges(
      rows.follows,
      (f) => f.followerId,
      (f) => f.followeeId,
    ),
    views: new Map(),
    contentLikeOrder: new Map(),
    consultations: [],
    notifications: [],
    images: new Map(),
    listeners: new Set(),
    next: {
      content: contents.size + 1,
      comment: comments.size + 1,
      notification: 1,
      consultation: 1,
      like: 1,
    },
  };
};
