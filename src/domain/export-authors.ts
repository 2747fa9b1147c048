import { CONTENT_POLICIES, isContentKind } from './content/policy';

/**
 * How the archive names the author of something the member liked or reported: by nickname, except on an
 * anonymous kind (Q&A), whose authors are never named to anyone but themselves. Unknown kinds: unnamed.
 */
export const shownAuthor = (
  kind: string,
  authorId: number | null,
  memberId: number,
  nickname: string | null,
): string | null => {
  if (authorId !== null && authorId === memberId) return nickname;
  return isContentKind(kind) && !CONTENT_POLICIES[kind].anonymous ? nickname : null;
};
