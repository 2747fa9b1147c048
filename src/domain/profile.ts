/**
 * Profiles (spec section 2 "/users/{id}", section 3 "Own profile"): which lists a profile shows, who
 * may see each, and the consultation lifecycle. The server answers by these rules and the browser
 * shows its tabs by them; the property tests in profile.test.ts hold them.
 */

/** The profile tabs, in the order the page shows them; the `tab` query parameter names one. */
export const PROFILE_TABS = [
  'intro',
  'userComment',
  'userBoard',
  'likeBoards',
  'userArticle',
  'counsel',
  'drafts',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
export const DEFAULT_PROFILE_TAB: ProfileTab = 'intro';

/** Tabs only the profile's owner has (another user asking for their data gets 403). */
export const OWNER_ONLY_TABS: readonly ProfileTab[] = ['counsel', 'drafts'];

/** The tabs a viewer is offered on a profile. */
export const profileTabsFor = (isOwner: boolean): readonly ProfileTab[] =>
  isOwner ? PROFILE_TABS : PROFILE_TABS.filter((t) => !OWNER_ONLY_TABS.includes(t));

/** The `tab` parameter read leniently: an unknown or forbidden tab falls back to the intro. */
export const profileTabOf = (raw: string | null | undefined, isOwner: boolean): ProfileTab => {
  const tabs = profileTabsFor(isOwner);
  return tabs.find((t) => t === raw) ?? DEFAULT_PROFILE_TAB;
};

/**
 * The five lists a member can hide from others, by the path segment of their toggle
 * (`PATCH /api/user/profile/{list}-visibility`) and the own-profile field that holds the setting.
 */
export const VISIBILITY_SETTINGS = {
  comment: 'articleCommentVisibility',
  'liked-board-post': 'likedBoardPostVisibility',
  'liked-article': 'likedArticleVisibility',
  'board-post': 'boardPostVisibility',
  'board-comment': 'boardCommentVisibility',
} as const;
export type VisibilityList = keyof typeof VISIBILITY_SETTINGS;
export type VisibilityField = (typeof VISIBILITY_SETTINGS)[VisibilityList];
export const VISIBILITY_LISTS = Object.keys(VISIBILITY_SETTINGS) as VisibilityList[];
export type VisibilitySettings = Readonly<Record<VisibilityField, boolean>>;

/**
 * Whether a viewer may see the data of one of a member's lists: the owner always; anyone else
 * (a visitor included) only while the owner keeps it visible.
 */
export const listVisibleTo = (
  settings: VisibilitySettings,
  list: VisibilityList,
  ownerId: number,
  viewerId: number | null,
): boolean => viewerId === ownerId || settings[VISIBILITY_SETTINGS[list]];

/** Limits of the edit-profile form, enforced by the contract. */
export const PROFILE_LIMITS = {
  jobLength: 40,
  /** The job is shown on at most two lines. */
  jobLines: 2,
  introductionLength: 1000,
  urlLength: 500,
} as const;

/**
 * Whether a profile link is a web address a reader can safely open: http or https (never
 * `javascript:` or `data:`), with a host name that has a dot (or is localhost), no credentials.
 */
export const isHttpUrl = (text: string): boolean => {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    const hostOk = url.hostname === 'localhost' || /\.[a-z0-9-]{2,}$/i.test(url.hostname);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && hostOk && !url.username && !url.password
    );
  } catch {
    return false;
  }
};

/** A consultation's lifecycle: requested, then answered or declined by its recipient (once). */
export const CONSULTATION_STATUSES = ['REQUESTED', 'ANSWERED', 'DECLINED'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/** Which side of a consultation a list shows. */
export const CONSULTATION_BOXES = ['received', 'sent'] as const;
export type ConsultationBox = (typeof CONSULTATION_BOXES)[number];

export type ConsultationParties = { readonly senderId: number; readonly recipientId: number };

/** Only the two parties may read a consultation. */
export const mayReadConsultation = (c: ConsultationParties, viewerId: number): boolean =>
  viewerId === c.senderId || viewerId === c.recipientId;

/** Why a recipient's answer or decline is refused, or null when it may go ahead. */
export const consultationReplyRefusal = (
  c: ConsultationParties & { readonly status: ConsultationStatus },
  viewerId: number,
): 'forbidden' | 'closed' | null => {
  if (viewerId !== c.recipientId) return 'forbidden';
  return c.status === 'REQUESTED' ? null : 'closed';
};

/** How a deleted account's name reads wherever its content stays. */
export { DELETED_MEMBER_NAME } from './text/profile';
