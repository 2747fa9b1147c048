import { Effect } from 'effect';
import { DEMO_ARTICLES, DEMO_USERS } from '../../../content/demo';
import type {
  ArticleDoc,
  ArticleEditorApi,
  EditableArticle,
} from '../../application/article-editor/article-editor-api.port';
import type { ImageUpload } from '../../application/article-editor/image-upload.port';
import { type ApiError, apiErrorFromStatus } from '../../application/errors';
import type { TokenStore } from '../../application/ports/token-store.port';
import type { ArticleListItem } from '../../contract/articles';
import { decodeRoleClaim, decodeUserIdClaim } from '../../domain/session';
import { CONTENT_INPUT_TEXT } from '../../domain/text/content-input';

export interface FakeArticleEditorOptions {
  readonly tokenStore: TokenStore;
  readonly latencyMs?: number;
  /** The fake 'now' (demo: the real clock). */
  readonly now?: () => Date;
}

type Stored = { -readonly [K in keyof EditableArticle]: EditableArticle[K] } & { savedAt: string };

const fail = (status: number, message: string, reason?: string): Effect.Effect<never, ApiError> =>
  Effect.fail(
    apiErrorFromStatus(status, { message, errors: reason ? [{ field: 'body', reason }] : undefined }),
  );

const toText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * In-memory article writing for the demo build: the demo articles (ids in seed order, authors by
 * their demo account id) plus whatever the visitor writes, with the server's permission rules.
 */
export const createFakeArticleEditor = (options: FakeArticleEditorOptions) => {
  const now = options.now ?? (() => new Date());
  const userIds = new Map(DEMO_USERS.map((u, i) => [u.key, i + 1]));
  const articles = new Map<number, Stored>(
    DEMO_ARTICLES.map((a, i) => [
      i + 1,
      {
        id: i + 1,
        title: a.title,
        content: a.html,
        tags: a.tags,
        thumbnailUrl: null,
        isDraft: a.draft === true,
        authorId: userIds.get(a.authorKey) ?? null,
        savedAt: now().toISOString(),
      },
    ]),
  );
  let nextId = articles.size + 1;
  const delay = <A>(effect: Effect.Effect<A, ApiError>) =>
    options.latencyMs ? Effect.delay(effect, options.latencyMs) : effect;
  const viewer = () => {
    const token = options.tokenStore.get();
    const id = decodeUserIdClaim(token);
    return id === null ? null : { id, role: decodeRoleClaim(token) };
  };
  const writer = () => {
    const v = viewer();
    if (!v) return fail(401, 'Unauthorized');
    return v.role === 'EDITOR' || v.role === 'ADMIN' ? Effect.succeed(v) : fail(403, 'Forbidden');
  };
  const find = (id: number, mayEdit: (a: Stored, viewerId: number, admin: boolean) => boolean) =>
    Effect.flatMap(writer(), (v) => {
      const article = articles.get(id);
      if (!article || (article.isDraft && article.authorId !== v.id)) return fail(404, 'Not Found');
      return mayEdit(article, v.id, v.role === 'ADMIN') ? Effect.succeed(article) : fail(403, 'Forbidden');
    });
  const write = (article: Stored, doc: ArticleDoc, publish = false) => {
    if (publish && doc.title.trim() === '') return fail(400, 'Bad Request', CONTENT_INPUT_TEXT.titleRequired);
    if (publish && toText(doc.content) === '')
      return fail(400, 'Bad Request', CONTENT_INPUT_TEXT.contentRequired);
    Object.assign(article, { ...doc, title: doc.title.trim(), savedAt: now().toISOString() });
    if (publish) article.isDraft = false;
    return Effect.succeed(article.id);
  };
  const insert = (doc: ArticleDoc, draft: boolean) =>
    Effect.flatMap(writer(), (v) => {
      const article: Stored = { ...EMPTY, id: nextId++, authorId: v.id, isDraft: true, savedAt: '' };
      return Effect.tap(write(article, doc, !draft), () =>
        Effect.sync(() => articles.set(article.id, article)),
      );
    });
  const byAuthor = (a: Stored, viewerId: number) => a.authorId === viewerId;

  const api: ArticleEditorApi = {
    createDraft: (doc) => delay(Effect.suspend(() => insert(doc, true))),
    saveDraft: (id, doc) =>
      delay(
        Effect.suspend(() =>
          Effect.flatMap(find(id, byAuthor), (a) =>
            a.isDraft ? Effect.asVoid(write(a, doc)) : fail(400, 'Not a draft'),
          ),
        ),
      ),
    publishDraft: (id, doc) =>
      delay(Effect.suspend(() => Effect.flatMap(find(id, byAuthor), (a) => write(a, doc, true)))),
    create: (doc) => delay(Effect.suspend(() => insert(doc, false))),
    update: (id, doc) =>
      delay(
        Effect.suspend(() =>
          Effect.flatMap(
            find(id, (a, viewerId, admin) => admin || byAuthor(a, viewerId)),
            (a) => Effect.asVoid(write(a, doc)),
          ),
        ),
      ),
    loadForEdit: (id) =>
      delay(
        Effect.suspend(() =>
          Effect.map(
            find(id, () => true),
            ({ savedAt: _, ...article }) => article,
          ),
        ),
      ),
    listDrafts: () =>
      delay(
        Effect.suspend(() =>
          Effect.map(writer(), (v) =>
            [...articles.values()].filter((a) => a.isDraft && a.authorId === v.id).map((a) => toListItem(a)),
          ),
        ),
      ),
  };
  return { api, imageUpload: createFakeImageUpload(options.latencyMs ?? 0), articles };
};

const EMPTY: ArticleDoc = { title: '', content: '', tags: [], thumbnailUrl: null };

const toListItem = (a: Stored): ArticleListItem => {
  const author = DEMO_USERS[(a.authorId ?? 0) - 1];
  return {
    id: a.id,
    title: a.title,
    tags: [...a.tags],
    author: {
      authorId: a.authorId,
      authorName: author?.nickname ?? '',
      authorProfileImageUrl: null,
      authorJob: author?.job ?? null,
      authorLevel: 'LEVEL_1',
      authorRole: author?.role ?? 'EDITOR',
    },
    content: a.content,
    contentSummary: toText(a.content).slice(0, 100),
    thumbnailUrl: a.thumbnailUrl,
    isDraft: a.isDraft,
    views: 0,
    likeCount: 0,
    commentCount: 0,
    createdAt: a.savedAt,
    modifiedAt: a.savedAt,
    publishedAt: a.isDraft ? null : a.savedAt,
  };
};

/** Progress in five steps, then the file itself as an object URL so the preview shows the real image. */
const createFakeImageUpload = (latencyMs: number): ImageUpload => ({
  upload: (_kind, file, onProgress) =>
    Effect.gen(function* () {
      for (const step of [0.2, 0.4, 0.6, 0.8, 1]) {
        if (latencyMs) yield* Effect.sleep(latencyMs / 5);
        onProgress(step);
      }
      return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : 'about:blank';
    }),
});

export type FakeArticleEditor = ReturnType<typeof createFakeArticleEditor>;
