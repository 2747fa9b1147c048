import { styled } from '@linaria/react';
import { Link } from 'wouter';
import type { BoardCard as BoardCardData } from '../../../contract/boards';
import { TAG_LABEL } from '../../../domain/catalog';
import { itemPath, policyOf, type ContentKind } from '../../../domain/content/policy';
import { badgeNumber } from '../../../domain/level';
import { relativeTime } from '../../../domain/relative-time';
import { BOARD_TEXT_UI as T } from '../../../domain/text/boards';
import { CONTENT_TEXT } from '../../../domain/text/content';
import { HighlightedText, LevelBadge } from '../../components';
import { color, fontSize, fontWeight, radius, space } from '../../theme/tokens';

const Item = styled.li`
  border-bottom: 1px solid ${color.border};
  list-style: none;

  a {
    display: block;
    padding: ${space.lg} 0;
    color: inherit;
    text-decoration: none;
  }
  a:hover h3 {
    text-decoration: underline;
  }
  mark {
    padding: 0 1px;
    border-radius: 2px;
    background: ${color.warningSoft};
    color: inherit;
  }
`;

const Title = styled.h3`
  margin: 0 0 ${space.xs};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  line-height: 1.4;
  overflow-wrap: anywhere;
`;

const Preview = styled.p`
  display: -webkit-box;
  margin: 0 0 ${space.sm};
  overflow: hidden;
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
  line-height: 1.5;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  margin: 0;
  color: ${color.textTertiary};
  font-size: ${fontSize.xs};
`;

const Chip = styled.span`
  display: inline-block;
  margin-right: ${space.xs};
  padding: 0 ${space.xs};
  border-radius: ${radius.sm};
  background: ${color.bgMuted};
  color: ${color.textSecondary};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.semibold};
  vertical-align: middle;
`;

/**
 * One post in a board list: category (Q&A), highlighted title and preview (search words marked by the
 * server), the author or 익명, time, views, likes and comments. Drafts open their draft page.
 */
export const BoardCard = ({ kind, card, now }: { kind: ContentKind; card: BoardCardData; now: Date }) => {
  const { author } = card;
  return (
    <Item>
      <Link href={itemPath(policyOf(kind), card)}>
        <Title>
          {card.isDraft ? <Chip>{CONTENT_TEXT.draftBadge}</Chip> : null}
          {card.tags.map((t) => (
            <Chip key={t}>{TAG_LABEL[t]}</Chip>
          ))}
          <HighlightedText html={card.highlightedTitle} />
        </Title>
        {card.highlightedContentPreview ? (
          <Preview>
            <HighlightedText html={card.highlightedContentPreview} />
          </Preview>
        ) : null}
        <Meta>
          <span>
            {author.authorName}
            {card.mine && author.anonymous ? ` (${T.mine})` : ''}
          </span>
          {author.authorLevel ? <LevelBadge level={badgeNumber(author.authorLevel)} size={14} /> : null}
          <time dateTime={card.publishedAt ?? card.createdAt}>
            {relativeTime(card.publishedAt ?? card.createdAt, now)}
          </time>
          <span>{CONTENT_TEXT.views(card.views)}</span>
          <span>{CONTENT_TEXT.likes(card.likeCount)}</span>
          <span>{CONTENT_TEXT.comments(card.commentCount)}</span>
        </Meta>
      </Link>
    </Item>
  );
};
