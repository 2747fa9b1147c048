import { Effect } from 'effect';
import type { ArticleDoc, ArticleEditorApi } from '../../application/article-editor/article-editor-api.port';
import { ArticleArray, ArticleDetail, type ArticleWriteBody, IdResponse } from '../../contract/articles';
import type { HttpClient } from './http-client';

const body = (doc: ArticleDoc): { json: ArticleWriteBody } => ({
  json: { title: doc.title, content: doc.content, tags: [...doc.tags], thumbnailUrl: doc.thumbnailUrl },
});

const idOf = (response: { id: number }) => response.id;
const at = (id: number) => encodeURIComponent(String(id));

/** The article write endpoints of spec section 7 plus the draft and publish ones we designed. */
export const createHttpArticleEditorApi = (http: HttpClient): ArticleEditorApi => ({
  createDraft: (doc) => Effect.map(http.request('POST', '/api/article/draft', IdResponse, body(doc)), idOf),
  saveDraft: (id, doc) => http.request('PATCH', `/api/article/draft/${at(id)}`, null, body(doc)),
  publishDraft: (id, doc) =>
    Effect.map(http.request('POST', `/api/article/draft/${at(id)}/publish`, IdResponse, body(doc)), idOf),
  create: (doc) => Effect.map(http.request('POST', '/api/article', IdResponse, body(doc)), idOf),
  update: (id, doc) => http.request('PATCH', `/api/article/${at(id)}`, null, body(doc)),
  loadForEdit: (id) =>
    Effect.map(http.request('GET', `/api/article/${at(id)}`, ArticleDetail), (article) => ({
      id: article.id,
      title: article.title,
      content: article.content,
      tags: article.tags,
      thumbnailUrl: article.thumbnailUrl,
      isDraft: article.isDraft,
      authorId: article.author.authorId,
    })),
  listDrafts: () => http.request('GET', '/api/articles/draft/all', ArticleArray),
});
