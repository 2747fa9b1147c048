/** DI tokens of the article reading and reaction ports (bound in src/adapters/composition-root.ts). */
export const ARTICLE_TOKENS = {
  ArticlesApi: Symbol.for('kickoff.ArticlesApi'),
  CommentsApi: Symbol.for('kickoff.CommentsApi'),
  ReactionsApi: Symbol.for('kickoff.ReactionsApi'),
  EditorsApi: Symbol.for('kickoff.EditorsApi'),
  ConsultationApi: Symbol.for('kickoff.ConsultationApi'),
} as const;
