import { styled } from '@linaria/react';
import type { AuthorInfo } from '../../contract/content';
import { badgeNumber } from '../../domain/level';
import { relativeTime } from '../../domain/relative-time';
import { CONTENT_TEXT } from '../../domain/text/content';
import { color, fontSize, fontWeight, space } from '../theme/tokens';
import { Avatar } from './avatar';
import { LevelBadge } from './level-badge';

/** The title of an item in a list of any kind. */
export const ListCardTitle = styled.h3`
  margin: 0 0 ${space.xs};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  line-height: 1.4;
  overflow-wrap: anywhere;
`;

/** Two lines of an item's text under its title. */
export const ListCardSummary = styled.p`
  display: -webkit-box;
  margin: 0 0 ${space.sm};
  overflow: hidden;
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
  line-height: 1.6;
  overflow-wrap: anywhere;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  margin: 0;
  color: ${color.textTertiary};
  font-size: ${fontSize.xs};

  time {
    white-space: nowrap;
  }
`;

export interface ListCardMetaProps {
  readonly item: {
    readonly author: AuthorInfo;
    readonly mine?: boolean;
    readonly publishedAt: string | null;
    readonly createdAt: string;
    readonly views: number;
    readonly likeCount: number;
    readonly commentCount: number;
  };
  readonly now: Date;
  /** The author's small picture before the name (articles). */
  readonly avatar?: boolean;
  /** The author's level badge after the name (boards, where levels are earned). */
  readonly level?: boolean;
}

/**
 * The line under an item in a list: who wrote it (익명 with 내 글 for the writer on the anonymous
 * board), their level, when, views, likes and comments.
 */
export const ListCardMeta = ({ item, now, avatar, level }: ListCardMetaProps) => {
  const { author } = item;
  const at = item.publishedAt ?? item.createdAt;
  return (
    <Meta>
      {avatar ? (
        <Avatar src={author.authorProfileImageUrl} alt="" size={20} role={author.authorRole} />
      ) : null}
      <span>
        {author.authorName}
        {item.mine && author.anonymous ? ` (${CONTENT_TEXT.mine})` : ''}
      </span>
      {level && author.authorLevel ? <LevelBadge level={badgeNumber(author.authorLevel)} size={14} /> : null}
      <time dateTime={at}>{relativeTime(at, now)}</time>
      <span>{CONTENT_TEXT.views(item.views)}</span>
      <span>{CONTENT_TEXT.likes(item.likeCount)}</span>
      <span>{CONTENT_TEXT.comments(item.commentCount)}</span>
    </Meta>
  );
};
