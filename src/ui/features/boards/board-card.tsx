import { styled } from '@linaria/react';
import { Link } from 'wouter';
import type { BoardCard as BoardCardData } from '../../../contract/boards';
import { TAG_LABEL } from '../../../domain/catalog';
import { itemPath, policyOf, type ContentKind } from '../../../domain/content/policy';
import { BLOCK_TEXT } from '../../../domain/text/blocks';
import { CONTENT_TEXT } from '../../../domain/text/content';
import { HighlightedText, ListCardMeta, ListCardSummary, ListCardTitle } from '../../components';
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
 * server), the author or 익명, time, views, likes and comments. Drafts open their draft page. A blocked
 * member's post shows the placeholder and says the page it opens offers 이번만 보기 (no button inside
 * the card's one link).
 */
export const BoardCard = ({ kind, card, now }: { kind: ContentKind; card: BoardCardData; now: Date }) => {
  return (
    <Item>
      <Link href={itemPath(policyOf(kind), card)}>
        <ListCardTitle>
          {card.isDraft ? <Chip>{CONTENT_TEXT.draftBadge}</Chip> : null}
          {card.tags.map((t) => (
            <Chip key={t}>{TAG_LABEL[t]}</Chip>
          ))}
          <HighlightedText html={card.highlightedTitle} />
        </ListCardTitle>
        {card.blocked ? (
          // A post of a member the viewer blocked (issue 22): 이번만 보기 is on the page the card opens.
          <ListCardSummary>{BLOCK_TEXT.cardHint}</ListCardSummary>
        ) : card.highlightedContentPreview ? (
          <ListCardSummary>
            <HighlightedText html={card.highlightedContentPreview} />
          </ListCardSummary>
        ) : null}
        <ListCardMeta item={card} now={now} level />
      </Link>
    </Item>
  );
};
