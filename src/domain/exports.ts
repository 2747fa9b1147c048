/**
 * Download my data (issue 23; PIPA Art. 35): a member asks for an archive of what they
 * wrote, a job builds it in the background, and it can be downloaded by its owner for a limited time.
 * Time is a parameter (no clock reads here). Labels are in the catalog (EXPORT_TEXT).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a finished archive can be downloaded; then the job deletes its file. */
export const EXPORT_TTL_MS = 7 * DAY_MS;
/** One request per member per this interval (a failed build does not count). */
export const EXPORT_REQUEST_INTERVAL_MS = DAY_MS;
/** A build claimed this long ago and not finished (its process died) is claimed again. */
export const EXPORT_BUILD_STALE_MS = 10 * 60 * 1000;

/** What the store keeps: PENDING until a job claims it, BUILDING, then READY or FAILED; EXPIRED once swept. */
export const EXPORT_STORED_STATES = ['PENDING', 'BUILDING', 'READY', 'FAILED', 'EXPIRED'] as const;
export type ExportStoredState = (typeof EXPORT_STORED_STATES)[number];

/** What the member sees: preparing, ready to download, expired, failed. */
export const EXPORT_STATUSES = ['PREPARING', 'READY', 'EXPIRED', 'FAILED'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export interface ExportFacts {
  readonly state: ExportStoredState;
  readonly requestedAt: Date;
  readonly expiresAt: Date | null;
}

/** The status at `now`: a ready archive past its expiry is expired even before the job deletes it. */
export const exportStatus = (facts: ExportFacts, now: Date): ExportStatus => {
  switch (facts.state) {
    case 'PENDING':
    case 'BUILDING':
      return 'PREPARING';
    case 'FAILED':
      return 'FAILED';
    case 'EXPIRED':
      return 'EXPIRED';
    case 'READY':
      return facts.expiresAt !== null && facts.expiresAt.getTime() > now.getTime() ? 'READY' : 'EXPIRED';
  }
};

/** When a finished archive stops being offered. */
export const exportExpiry = (readyAt: Date): Date => new Date(readyAt.getTime() + EXPORT_TTL_MS);

/**
 * When the member may ask again, given their latest request (null: now). A failed build frees the
 * member at once; an archive still being built or offered holds them to one request a day.
 */
export const nextExportAllowedAt = (latest: ExportFacts | null, now: Date): Date | null => {
  if (latest === null || latest.state === 'FAILED') return null;
  const next = new Date(latest.requestedAt.getTime() + EXPORT_REQUEST_INTERVAL_MS);
  return next.getTime() > now.getTime() ? next : null;
};

/** The archive's file name as the member's browser saves it, by its day in Asia/Seoul (`YYYY-MM-DD`). */
export const exportFileName = (seoulDay: string): string => `kickoff-my-data-${seoulDay}.zip`;

/** The JSON files of the archive, in the order the archive's README explains them. */
export const EXPORT_FILES = [
  'profile.json',
  'posts.json',
  'drafts.json',
  'comments.json',
  'likes.json',
  'follows.json',
  'consultations.json',
  'notifications.json',
  'consents.json',
  'reports.json',
  'blocks.json',
] as const;
export type ExportFile = (typeof EXPORT_FILES)[number];
/** The folder of the member's uploaded pictures inside the archive. */
export const EXPORT_IMAGES_FOLDER = 'images/';
