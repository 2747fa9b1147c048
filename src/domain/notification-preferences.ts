/**
 * Which notifications a member receives, per kind and per channel (issue 27): the bell (the stored
 * notification the notifications panel and its stream show) and push (a message from the push service that
 * reaches the phone with the site closed). Both channels start on for every kind; push reaches only
 * the devices a member subscribed, so "on" costs nothing until they opt in.
 *
 * The server applies `allows` when it stores a notification (bell) and when its push job sends one
 * (push); /users/edit shows and saves the same table.
 */

/** The kinds a member chooses between, in the order settings shows them. */
export const NOTIFICATION_CATEGORIES = [
  'COMMENTS',
  'REPLIES',
  'LIKES',
  'FOLLOWS',
  'CONSULTATIONS',
  'MODERATION',
  'TEAM_MATCHES',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_CHANNELS = ['bell', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type ChannelChoice = { readonly bell: boolean; readonly push: boolean };
export type NotificationPreferences = Readonly<Record<NotificationCategory, ChannelChoice>>;

/** One stored choice; a member's rows hold only what they saved. */
export type PreferenceRow = { readonly category: NotificationCategory } & ChannelChoice;

/**
 * The category of each notification type. A mention is a reply that names you; a level-up comes from
 * likes received; a new article comes from someone you follow. Types that announce moderation (a
 * member's content held, a report answered, a suspension) start with MODERATION_ or REPORT_, those of
 * a followed team with TEAM_ or MATCH_ (issue 27's team notifications), so a new type of either
 * family falls under its category without a change here.
 */
const CATEGORY_OF_TYPE: Readonly<Record<string, NotificationCategory>> = {
  COMMENT: 'COMMENTS',
  REPLY: 'REPLIES',
  MENTION: 'REPLIES',
  CONTENT_LIKE: 'LIKES',
  COMMENT_LIKE: 'LIKES',
  LEVEL_UP: 'LIKES',
  FOLLOW: 'FOLLOWS',
  NEW_ARTICLE: 'FOLLOWS',
  CONSULTATION: 'CONSULTATIONS',
  CONSULTATION_ANSWERED: 'CONSULTATIONS',
  CONSULTATION_DECLINED: 'CONSULTATIONS',
  MODERATION: 'MODERATION',
};

const FAMILY_PREFIXES: ReadonlyArray<readonly [string, NotificationCategory]> = [
  ['MODERATION_', 'MODERATION'],
  ['REPORT_', 'MODERATION'],
  ['SUSPENSION', 'MODERATION'],
  ['TAKEDOWN', 'MODERATION'],
  ['TEAM_', 'TEAM_MATCHES'],
  ['MATCH_', 'TEAM_MATCHES'],
];

/** The category a notification type falls under; null for a type no member can turn off. */
export const categoryOf = (type: string): NotificationCategory | null =>
  CATEGORY_OF_TYPE[type] ?? FAMILY_PREFIXES.find(([prefix]) => type.startsWith(prefix))?.[1] ?? null;

const ALL_ON: ChannelChoice = { bell: true, push: true };

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = Object.fromEntries(
  NOTIFICATION_CATEGORIES.map((c) => [c, ALL_ON]),
) as unknown as NotificationPreferences;

/** A member's preferences: their saved rows over the defaults. */
export const preferencesOf = (rows: readonly PreferenceRow[]): NotificationPreferences => {
  const out: Record<NotificationCategory, ChannelChoice> = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  for (const row of rows) out[row.category] = { bell: row.bell, push: row.push };
  return out;
};

/** The rows to store for `prefs` (every category, in the settings' order). */
export const rowsOf = (prefs: NotificationPreferences): PreferenceRow[] =>
  NOTIFICATION_CATEGORIES.map((category) => ({ category, ...prefs[category] }));

/** Whether a notification of `type` reaches the member through `channel`. */
export const allows = (
  prefs: NotificationPreferences,
  channel: NotificationChannel,
  type: string,
): boolean => {
  const category = categoryOf(type);
  return category === null || prefs[category][channel];
};

/** `prefs` with one choice changed (what a settings switch sends). */
export const withChoice = (
  prefs: NotificationPreferences,
  category: NotificationCategory,
  channel: NotificationChannel,
  on: boolean,
): NotificationPreferences => ({ ...prefs, [category]: { ...prefs[category], [channel]: on } });

/**
 * Push endpoints the server will post to. A subscription names a URL the server then calls, so an
 * endpoint is accepted only on https at a known push service (Chrome's FCM, Firefox's autopush,
 * Windows' WNS, Apple's), or at an origin the operator listed (PUSH_EXTRA_ORIGINS: a self-hosted or
 * test push service); never an arbitrary host, which would let a member make the server call it.
 */
export const PUSH_SERVICE_HOST_SUFFIXES = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;

export const isAllowedPushEndpoint = (endpoint: string, extraOrigins: readonly string[] = []): boolean => {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return PUSH_SERVICE_HOST_SUFFIXES.some((s) => url.hostname === s || url.hostname.endsWith(`.${s}`));
};

/** The longest endpoint URL accepted (services send a few hundred characters). */
export const PUSH_ENDPOINT_MAX = 2048;
/** Subscriptions one member keeps (phones, browsers); the oldest goes when a new one passes it. */
export const PUSH_SUBSCRIPTIONS_PER_MEMBER = 10;
/** How long a push service keeps an undelivered message (seconds): a day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
