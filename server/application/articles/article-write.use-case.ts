import { Effect } from 'effect';
import { canDelete, canEdit, canWrite } from '../../../src/domain/content/permissions';
import { CONTENT_POLICIES } from '../../../src/domain/content/policy';

const ARTICLE = CONTENT_POLICIES.article;
import { ARTICLE_INPUT_TEXT as T } from '../../../src/domain/text/articles-server';
import { isAuthor, type Viewer } from '../../../src/domain/viewer';
import type { ArticleReader, ArticleWriter, ContentSanitizer } from '../../ports/articles.port';
import type { Notifier } from '../../ports/notifications.port';
import { BadRequest, Forbidden, NotFound } from '../errors';
import { notifyWith } from '../notifications/notify.use-case';
import { type ArticleInput, missing, prepareContent } from './article-input';
import { canSee } from './article-view';

export type ArticleWriteDeps = {
  readonly reader: ArticleReader;
  readonly writer: ArticleWriter;
  readonly sanitizer: ContentSanitizer;
  readonly notifier?: Notifier;
};

type Actor = NonNullable<Viewer>;

const notFound = () => new NotFound({ message: 'Article Not Found' });
const notDraft = () =>
  new BadRequest({ message: 'Bad Request', errors: [{ field: 'id', reason: T.notDraft }] });

/** The article, or 404 when missing or a draft the actor may not see. */
const load = (deps: ArticleWriteDeps, actor: Actor, id: number) =>
  Effect.gen(function* () {
    const article = yield* deps.reader.findById(id);
    if (!article || !canSee(actor, article)) return yield* notFound();
    return article;
  });

/** POST /api/article (published) and POST /api/article/draft: EDITOR and ADMIN only. */
export const createArticle = (
  deps: ArticleWriteDeps,
  actor: Actor,
  input: ArticleInput,
  draft: boolean,
  now: Date,
) =>
  Effect.gen(function* () {
    if (!canWrite(actor.role, ARTICLE)) return yield* new Forbidden({});
    const content = yield* prepareContent(deps.sanitizer, input, draft ? 'draft' : 'publishable');
    const id = yield* deps.writer.insert(actor.id, content, draft, now);
    if (!draft)
      yield* notifyWith(deps.notifier, {
        type: 'NEW_ARTICLE',
        actorId: actor.id,
        articleId: id,
        title: content.title,
      });
    return { id };
  });

/** PUT/PATCH /api/article/{id}: the author, or ADMIN for any article. A published one keeps needing text. */
export const editArticle = (
  deps: ArticleWriteDeps,
  actor: Actor,
  id: number,
  input: ArticleInput,
  now: Date,
) =>
  Effect.gen(function* () {
    const article = yield* load(deps, actor, id);
    if (!canEdit(actor, article, ARTICLE)) return yield* new Forbidden({});
    const content = yield* prepareContent(deps.sanitizer, input, article.isDraft ? 'titled' : 'publishable');
    yield* deps.writer.update(id, content, now);
    return { id };
  });

/** PATCH /api/article/draft/{id}: autosave; the author only, drafts only, any state of completion. */
export const autosaveDraft = (
  deps: ArticleWriteDeps,
  actor: Actor,
  id: number,
  input: ArticleInput,
  now: Date,
) =>
  Effect.gen(function* () {
    const article = yield* load(deps, actor, id);
    if (!isAuthor(actor, article.authorId)) return yield* new Forbidden({});
    if (!article.isDraft) return yield* notDraft();
    const content = yield* prepareContent(deps.sanitizer, input, 'draft');
    yield* deps.writer.update(id, content, now);
    return { id };
  });

/**
 * POST /api/article/draft/{id}/publish: the author, still a writer, with an optional last version of the
 * content; publishing needs a title and text.
 */
export const publishDraft = (
  deps: ArticleWriteDeps,
  actor: Actor,
  id: number,
  input: ArticleInput | null,
  now: Date,
) =>
  Effect.gen(function* () {
    const article = yield* load(deps, actor, id);
    if (!isAuthor(actor, article.authorId) || !canWrite(actor.role, ARTICLE)) return yield* new Forbidden({});
    if (!article.isDraft) return yield* notDraft();
    const content = input ? yield* prepareContent(deps.sanitizer, input, 'publishable') : null;
    const errors = content ? [] : missing(article.title, article.contentSummary, 'publishable');
    if (errors.length > 0) return yield* new BadRequest({ message: 'Bad Request', errors });
    if (!(yield* deps.writer.publish(id, now, content))) return yield* notDraft();
    const title = content?.title ?? article.title;
    yield* notifyWith(deps.notifier, { type: 'NEW_ARTICLE', actorId: actor.id, articleId: id, title });
    return { id };
  });

/** DELETE /api/article/{id}: only the author (an ADMIN who is not the author gets 403). */
export const deleteArticle = (deps: ArticleWriteDeps, actor: Actor, id: number) =>
  Effect.gen(function* () {
    const article = yield* load(deps, actor, id);
    if (!canDelete(actor, article, ARTICLE)) return yield* new Forbidden({});
    yield* deps.writer.remove(id);
  });
