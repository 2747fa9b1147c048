import { Effect } from 'effect';
import type { ArticleDoc, ArticleEditorApi } from '../../application/article-editor/article-editor-api.port';
import type { ArticleWriteBody } from '../../contract/articles';
import { ARTICLE_OPERATIONS as OPS } from '../../contract/articles.operations';
import type { HttpClient } from './http-client';

const body = (doc: ArticleDoc): ArticleWriteBody => ({
  title: doc.title,
  content: doc.content,
  tags: [...doc.tags],
  thumbnailUrl: doc.thumbnailUrl,
});

const idOf = (response: { id: number }) => response.id;

/** The article write endpoints of spec section 7 plus the draft and publish ones we designed. */
export const createHttpArticleEditorApi = (http: HttpClient): ArticleEditorApi => ({
  createDraft: (doc) => Effect.map(http.call(OPS.createDraft, { body: body(doc) }), idOf),
  saveDraft: (id, doc) => Effect.asVoid(http.call(OPS.autosave, { params: { id }, body: body(doc) })),
  publishDraft: (id, doc) => Effect.map(http.call(OPS.publish, { params: { id }, body: body(doc) }), idOf),
  create: (doc) => Effect.map(http.call(OPS.create, { body: body(doc) }), idOf),
  update: (id, doc) => Effect.asVoid(http.call(OPS.edit, { params: { id }, body: body(doc) })),
  loadForEdit: (id) =>
    Effect.map(http.call(OPS.detail, { params: { id } }), (article) => ({
      id: article.id,
      title: article.title,
      content: article.content,
      tags: article.tags,
      thumbnailUrl: article.thumbnailUrl,
      isDraft: article.isDraft,
      authorId: article.author.authorId,
    })),
  listDrafts: () => http.call(OPS.drafts),
});
