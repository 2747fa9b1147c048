import { styled } from '@linaria/react';
import { Link } from 'wouter';
import type { ArticleListItem } from '../../../contract/articles';
import { TAG_LABEL } from '../../../domain/catalog';
import { relativeTime } from '../../../domain/relative-time';
import { Avatar } from '../../components';
import { color, fontSize, fontWeight, radius, space } from '../../theme/tokens';
import { itemPath, policyOf } from '../../../domain/content/policy';
import { CONTENT_TEXT } from '../../../domain/text/content';

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

const Title = styled.h3`
  margin: 0 0 ${space.xs};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  line-height: 1.4;
  overflow-wrap: anywhere;
`;

const Summary = styled.p`
  display: -webkit-box;
  margin: 0 0 ${space.sm};
  overflow: hidden;
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
  line-height: 1.6;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
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
          <Title>{article.title}</Title>
          <Summary>{article.contentSummary}</Summary>
          <Meta>
            <Avatar
              src={article.author.authorProfileImageUrl}
              alt=""
              size={20}
              role={article.author.authorRole}
            />
            <span>{article.author.authorName}</span>
            <span>{relativeTime(article.publishedAt ?? article.createdAt, now)}</span>
            <span>{CONTENT_TEXT.views(article.views)}</span>
            <span>{CONTENT_TEXT.likes(article.likeCount)}</span>
            <span>{CONTENT_TEXT.comments(article.commentCount)}</span>
          </Meta>
        </Text>
        {article.thumbnailUrl ? <Thumb src={article.thumbnailUrl} alt="" loading="lazy" /> : null}
      </CardLink>
    </Link>
  </Item>
);
