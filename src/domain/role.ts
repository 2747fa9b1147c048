/** Account roles. EDITOR and ADMIN write articles and wear a badge on their avatar. */
export const ROLES = ['USER', 'EDITOR', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Roles that wear a badge on the avatar. */
export const hasRoleBadge = (role: Role | null | undefined): boolean => role === 'EDITOR' || role === 'ADMIN';
