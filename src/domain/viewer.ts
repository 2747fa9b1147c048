import type { Role } from './role';

/** Who is looking: a signed-in user with a role, or a visitor (null). */
export type Viewer = { readonly id: number; readonly role: Role } | null;

/** Whether the viewer wrote the item. An unknown author (anonymous Q&A) is nobody's. */
export const isAuthor = (viewer: Viewer, authorId: number | null | undefined): boolean =>
  viewer !== null && authorId !== null && authorId !== undefined && viewer.id === authorId;
