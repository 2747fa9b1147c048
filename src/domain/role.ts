/**
 * Account roles, lowest first. EDITOR and ADMIN write articles and wear a badge on their avatar;
 * MODERATOR and ADMIN handle reports and hide content (issue 22); only an ADMIN changes roles.
 */
export const ROLES = ['USER', 'EDITOR', 'MODERATOR', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Roles that wear a badge on the avatar. */
export const hasRoleBadge = (role: Role | null | undefined): role is 'EDITOR' | 'ADMIN' =>
  role === 'EDITOR' || role === 'ADMIN';

/** Moderation (blinding, hiding, board deletes, reading held content): MODERATOR and ADMIN. */
export const isModeratorRole = (role: Role | null | undefined): boolean =>
  role === 'MODERATOR' || role === 'ADMIN';
