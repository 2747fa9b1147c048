/** DI tokens of the article editor's ports (bound in src/adapters/composition-root.ts). */
export const ARTICLE_EDITOR_TOKENS = {
  ArticleEditorApi: Symbol.for('kickoff.ArticleEditorApi'),
  ImageUpload: Symbol.for('kickoff.ImageUpload'),
} as const;
