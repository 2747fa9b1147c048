import { ARTICLE_OPERATIONS as OPS } from '../../../../src/contract/articles.operations';
import { articleDetail } from '../../../application/articles/article-detail.use-case';
import { toggleArticleLike } from '../../../application/articles/article-like.use-case';
import {
  draftArticles,
  listArticles,
  popularArticles,
  relatedArticles,
  searchArticles,
} from '../../../application/articles/article-queries.use-case';
import {
  autosaveDraft,
  createArticle,
  deleteArticle,
  editArticle,
  publishDraft,
} from '../../../application/articles/article-write.use-case';
import type { AppDeps } from '../deps';
import { routesOf, serve } from '../operation-routes';
import { articleDeps, viewerKey } from './articles-area';

/** Spec section 7 "Articles": lists, search, detail, writing, drafts, deleting and likes. */
export const articlesRoutes = (deps: AppDeps) => {
  const a = articleDeps(deps);
  return routesOf([
    serve(OPS.list, ({ query }) => listArticles(a.reader, query)),
    serve(OPS.search, ({ query }) => searchArticles(a.reader, query)),
    serve(OPS.popular, () => popularArticles(a.reader, deps.clock())),
    serve(OPS.drafts, ({ actor }) => draftArticles(a.reader, actor)),
    serve(OPS.detail, ({ actor, params, c }) =>
      articleDetail(a.reader, actor, params.id, viewerKey(c, deps.config.trustProxy), deps.clock()),
    ),
    serve(OPS.related, ({ params }) => relatedArticles(a.reader, params.id)),
    serve(OPS.create, ({ actor, body }) => createArticle(a, actor, body, false, deps.clock())),
    serve(OPS.createDraft, ({ actor, body }) => createArticle(a, actor, body, true, deps.clock())),
    serve(OPS.replace, ({ actor, params, body }) => editArticle(a, actor, params.id, body, deps.clock())),
    serve(OPS.edit, ({ actor, params, body }) => editArticle(a, actor, params.id, body, deps.clock())),
    serve(OPS.autosave, ({ actor, params, body }) => autosaveDraft(a, actor, params.id, body, deps.clock())),
    // The body is optional: absent or empty means "publish what the draft holds".
    serve(OPS.publish, ({ actor, params, body }) =>
      publishDraft(a, actor, params.id, body ?? null, deps.clock()),
    ),
    serve(OPS.remove, ({ actor, params }) => deleteArticle(a, actor, params.id)),
    serve(OPS.like, ({ actor, params }) => toggleArticleLike(a, actor, params.id)),
  ]);
};
