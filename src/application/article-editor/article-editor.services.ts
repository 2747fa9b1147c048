import type { ArticleEditorApi } from './article-editor-api.port';
import {
  type ArticleEditorPorts,
  type ProvidedEditorDraftMachine,
  type ProvidedImageUploadMachine,
  provideEditorDraftMachine,
  provideImageUploadMachine,
} from './provide-article-editor';

/** What the article write, edit and draft pages use: the load call and the provided machines. */
export interface ArticleEditorServices {
  readonly api: ArticleEditorApi;
  readonly draftMachine: ProvidedEditorDraftMachine;
  readonly imageUploadMachine: ProvidedImageUploadMachine;
}

/**
 * Built by the lazy editor pages from the ports in AppServices, not by the composition root, so
 * the machines and their texts stay out of the first page's JavaScript.
 */
export const createArticleEditorServices = (ports: ArticleEditorPorts): ArticleEditorServices => ({
  api: ports.articleEditorApi,
  draftMachine: provideEditorDraftMachine(ports),
  imageUploadMachine: provideImageUploadMachine(ports),
});
