import { Hono } from 'hono';
import * as v from 'valibot';
import { VALIDATION_TEXT } from '../../../../src/domain/text/validation';
import { ArticleListQuery, ArticleSearchQuery, ArticleWriteBody } from '../../../../src/contract/articles';
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
import { requireActor } from '../auth.middleware';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../env';
import { HttpError } from '../http-error';
import { respond } from '../run';
import { fieldErrors, validateJson, validateParam, validateQuery } from '../validate';
import { articleDeps, IdParams, signedIn, viewerKey } from './articles-area';

/** The optional body of publish: absent or empty means "publish what the draft holds". */
const optionalWriteBody = async (text: string) => {
  if (text.trim() === '') return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new HttpError(400, {
      message: 'Bad Request',
      errors: [{ field: 'body', reason: VALIDATION_TEXT.invalidValue }],
    });
  }
  const result = v.safeParse(ArticleWriteBody, json, { abortPipeEarly: true });
  if (!result.success)
    throw new HttpError(400, { message: 'Bad Request', errors: fieldErrors(result.issues, 'body') });
  return result.output;
};

/** Spec section 7 "Articles": lists, search, detail, writing, drafts, deleting and likes. */
export const articlesRoutes = (deps: AppDeps) => {
  const a = articleDeps(deps);
  const write = validateJson(ArticleWriteBody);
  const id = validateParam(IdParams);
  return new Hono<AppEnv>()
    .get('/articles', validateQuery(ArticleListQuery), (c) =>
      respond(c, listArticles(a.reader, c.req.valid('query'))),
    )
    .get('/articles/search', validateQuery(ArticleSearchQuery), (c) =>
      respond(c, searchArticles(a.reader, c.req.valid('query'))),
    )
    .get('/articles/popular', (c) => respond(c, popularArticles(a.reader, deps.clock())))
    .get('/articles/draft/all', signedIn, (c) => respond(c, draftArticles(a.reader, requireActor(c))))
    .get('/article/:id{[0-9]+}', id, (c) =>
      respond(
        c,
        articleDetail(
          a.reader,
          c.get('actor'),
          c.req.valid('param').id,
          viewerKey(c, deps.config.trustProxy),
          deps.clock(),
        ),
      ),
    )
    .get('/article/:id{[0-9]+}/related', id, (c) =>
      respond(c, relatedArticles(a.reader, c.req.valid('param').id)),
    )
    .post('/article', signedIn, write, (c) =>
      respond(c, createArticle(a, requireActor(c), c.req.valid('json'), false, deps.clock()), 201),
    )
    .post('/article/draft', signedIn, write, (c) =>
      respond(c, createArticle(a, requireActor(c), c.req.valid('json'), true, deps.clock()), 201),
    )
    .put('/article/:id{[0-9]+}', signedIn, id, write, (c) =>
      respond(c, editArticle(a, requireActor(c), c.req.valid('param').id, c.req.valid('json'), deps.clock())),
    )
    .patch('/article/:id{[0-9]+}', signedIn, id, write, (c) =>
      respond(c, editArticle(a, requireActor(c), c.req.valid('param').id, c.req.valid('json'), deps.clock())),
    )
    .patch('/article/draft/:id{[0-9]+}', signedIn, id, write, (c) =>
      respond(
        c,
        autosaveDraft(a, requireActor(c), c.req.valid('param').id, c.req.valid('json'), deps.clock()),
      ),
    )
    .post('/article/draft/:id{[0-9]+}/publish', signedIn, id, async (c) => {
      const body = await optionalWriteBody(await c.req.text());
      return respond(c, publishDraft(a, requireActor(c), c.req.valid('param').id, body, deps.clock()));
    })
    .delete('/article/:id{[0-9]+}', signedIn, id, (c) =>
      respond(c, deleteArticle(a, requireActor(c), c.req.valid('param').id), 204),
    )
    .patch('/article/:id{[0-9]+}/like', signedIn, id, (c) =>
      respond(c, toggleArticleLike(a, requireActor(c), c.req.valid('param').id)),
    );
};
