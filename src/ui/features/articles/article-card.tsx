import { styled } from '@linaria/react';
import { Link } from 'wouter';
import type { ArticleListItem } from '../../../contract/articles';
import { TAG_LABEL } from '../../../domain/catalog';
import { BLOCK_TEXT } from '../../../domain/text/blocks';
import { ListCardMeta, ListCardSummary, ListCardTitle } from '../../components';
import { color, fontSize, fontWeight, radius, space } from '../../theme/tokens';
import { itemPath, policyOf } from '../../../domain/content/policy';

const ARTICLE = policyOf('article');

const Item = styled.li`
  list-style: none;
  border-bottom: 1px solid ${color.border};
`;

const CardLink = styled.a`
  display: flex;
  gap: ${space.xl};
  padding: ${space.xl} 0;
  color: inherit;
  text-decoration: none;

  &:hover h3 {
    text-decoration: underline;
  }
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
`;

const Tags = styled.p`
  margin: 0 0 ${space.xs};
  color: ${color.brandText};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.semibold};
`;

const Thumb = styled.img`
  flex: none;
  width: 120px;
  height: 90px;
  border-radius: ${radius.md};
  object-fit: cover;
  background: ${color.bgMuted};
`;

/** One article in the home list: tags, title, summary, author, time and counts. */
export const ArticleCard = ({ article, now }: { article: ArticleListItem; now: Date }) => (
  <Item>
    <Link href={itemPath(ARTICLE, article)} asChild>
      <CardLink>
        <Text>
          {article.tags.length > 0 ? <Tags>{article.tags.map((t) => TAG_LABEL[t]).join(' · ')}</Tags> : null}
          <ListCardTitle>{article.title}</ListCardTitle>
          {/* A blocked member's article (issue 22): 이번만 보기 is on the page the card opens. */}
          <ListCardSummary>{article.blocked ? BLOCK_TEXT.cardHint : article.contentSummary}</ListCardSummary>
          <ListCardMeta item={article} now={now} avatar />
        </Text>
        {article.thumbnailUrl ? <Thumb src={article.thumbnailUrl} alt="" loading="lazy" /> : null}
      </CardLink>
    </Link>
  </Item>
);
