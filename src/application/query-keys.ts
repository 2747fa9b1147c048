import type { ContentKind, ContentRef } from '../domain/content/policy';

/** TanStack Query keys: one place so invalidation and reads agree. Content keys lead with the kind. */
export const queryKeys = {
  ownProfile: () => ['user', 'profile'] as const,
  user: (id: number) => ['user', id] as const,
  notificationsFirstPage: () => ['notifications', 'first-page'] as const,
  notificationsPage: (page: number, size: number) => ['notifications', 'page', page, size] as const,
  popularEditors: () => ['user', 'popular-editors'] as const,
  myReports: (page: number, size: number) => ['reports', 'mine', page, size] as const,
  myExport: () => ['exports', 'mine'] as const,
  myBlocks: (page: number, size: number) => ['blocks', 'mine', page, size] as const,
  blockReveal: (kind: string, id: number) => ['blocks', 'reveal', kind, id] as const,
  contentPage: (kind: ContentKind, query: object, page: number, cursor: string | null) =>
    ['content', kind, 'page', query, page, cursor] as const,
  popular: (kind: ContentKind) => ['content', kind, 'popular'] as const,
  detail: (kind: ContentKind, id: number) => ['content', kind, id] as const,
  related: (kind: ContentKind, id: number) => ['content', kind, id, 'related'] as const,
  comments: (ref: ContentRef, page: number) => ['content', ref.kind, ref.id, 'comments', page] as const,
  drafts: (kind: ContentKind) => ['content', kind, 'drafts'] as const,
  /** The editor's own load, never refreshed under it (see drafts/provide-drafts.ts). */
  forEdit: (kind: ContentKind, id: number) => ['editor', kind, id] as const,
} as const;
