/** TanStack Query keys: one place so invalidation and reads agree. */
export const queryKeys = {
  ownProfile: () => ['user', 'profile'] as const,
  user: (id: number) => ['user', id] as const,
  notificationsFirstPage: () => ['notifications', 'first-page'] as const,
  notificationsPage: (page: number, size: number) => ['notifications', 'page', page, size] as const,
  articlePage: (params: object, page: number, cursor: string | null) =>
    ['articles', 'page', params, page, cursor] as const,
  popularArticles: () => ['articles', 'popular'] as const,
  article: (id: number) => ['article', id] as const,
  relatedArticles: (id: number) => ['article', id, 'related'] as const,
  articleComments: (id: number, page: number) => ['article', id, 'comments', page] as const,
  popularEditors: () => ['user', 'popular-editors'] as const,
  articleForEdit: (id: number) => ['article-editor', id] as const,
  articleDrafts: () => ['articles', 'drafts'] as const,
} as const;
