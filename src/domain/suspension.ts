/**
 * Suspensions and the members console (issue 22): how long a suspension lasts, who may suspend whom,
 * who may change roles, and when a suspension is over. One place for these rules: the server's use
 * cases and admission, and the console's buttons, ask them.
 */
import { isModeratorRole, type Role } from './role';
import type { Viewer } from './viewer';

/** The lengths a moderator picks from, in days; null is permanent. */
export const SUSPENSION_DAYS = [1, 3, 7, 30] as const;
export type SuspensionDays = (typeof SUSPENSION_DAYS)[number];

/** The longest reason a suspension or a warning carries. */
export const SUSPENSION_REASON_MAX = 500;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a suspension begun at `start` ends: null when permanent. */
export const suspensionEnd = (start: Date, days: SuspensionDays | null): Date | null =>
  days === null ? null : new Date(start.getTime() + days * DAY_MS);

/** A suspension as admission and the profile see it: its reason and end (null: permanent). */
export type SuspensionFacts = { readonly reason: string; readonly until: Date | null };

/** Whether a suspension still holds at `now`: it ends by itself when the clock passes its end. */
export const isSuspensionActive = (suspension: SuspensionFacts | null | undefined, now: Date): boolean =>
  suspension !== null &&
  suspension !== undefined &&
  (suspension.until === null || suspension.until.getTime() > now.getTime());

/** The active one of a member's suspensions, or null (ended ones are no longer anyone's business). */
export const activeSuspension = (
  suspension: SuspensionFacts | null | undefined,
  now: Date,
): SuspensionFacts | null => (suspension && isSuspensionActive(suspension, now) ? suspension : null);

/** Who opens the admin console and its API: MODERATOR and ADMIN. */
export const canUseAdminConsole = (viewer: Viewer): boolean =>
  viewer !== null && isModeratorRole(viewer.role);

/**
 * Whether `actor` may suspend (or lift, or warn) `target`: a MODERATOR or an ADMIN, never oneself, never
 * an ADMIN; a MODERATOR cannot suspend another MODERATOR.
 */
export const canSuspend = (actor: Viewer, target: { readonly id: number; readonly role: Role }): boolean => {
  if (!canUseAdminConsole(actor) || actor === null) return false;
  if (actor.id === target.id || target.role === 'ADMIN') return false;
  if (actor.role === 'MODERATOR' && target.role === 'MODERATOR') return false;
  return true;
};

/** Only an ADMIN changes roles (and never their own, so the site keeps an ADMIN). */
export const canChangeRole = (actor: Viewer, targetId?: number): boolean =>
  actor !== null && actor.role === 'ADMIN' && actor.id !== targetId;

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-12-06 16:20` of an instant in Asia/Seoul (Korea keeps no daylight saving time). */
export const seoulDateTime = (instant: Date): string => {
  const d = new Date(instant.getTime() + SEOUL_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
};
