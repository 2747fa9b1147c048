import { lazy, Suspense, useState } from 'react';
import type { ArticleDetail } from '../../../contract/articles';
import { TAG_LABEL } from '../../../domain/catalog';
import { badgeNumber } from '../../../domain/level';
import { relativeTime } from '../../../domain/relative-time';
import { shareText } from '../../../domain/share';
import { ARTICLE_TEXT as T } from '../../../domain/text/articles';
import { Avatar, Button, LevelBadge, ShareIcon, Tooltip, useIsMobile } from '../../components';
import { HtmlBody } from '../../features/articles/html-body';
import { MobileBottomBar } from '../../features/articles/mobile-bottom-bar';
import { LikeButton } from '../../features/articles/reaction-buttons';
import { useLikeActor } from '../../features/articles/use-reaction-actors';
import { AuthorRow, AuthorText, Reactions, Tags, TipSlot, Title, Toolbar } from './detail.styles';
import { OwnerActions } from './owner-actions';

const BelowArticle = lazy(() => import('./below-article').then((m) => ({ default: m.BelowArticle })));
const ShareDialog = lazy(() =>
  import('../../features/articles/share-dialog').then((m) => ({ default: m.ShareDialog })),
);

/** The id of the comment section (features/articles/comments), the target of 'view comments'. */
const COMMENTS_ANCHOR = 'comments';

const scrollToComments = () =>
  document.getElementById(COMMENTS_ANCHOR)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

/** Everything of spec section 2 "Article detail" for a loaded article. */
export const ArticleView = ({ article }: { article: ArticleDetail }) => {
  const { author } = article;
  const isMobile = useIsMobile();
  const [sharing, setSharing] = useState(false);
  const [tip, setTip] = useState(true);
  const like = useLikeActor({
    kind: 'article',
    id: article.id,
    liked: article.liked,
    count: article.likeCount,
    authorId: author.authorId,
  });
  const share = {
    url: typeof window === 'undefined' ? '' : window.location.href,
    title: article.title,
    text: shareText(article.content),
  };
  return (
    <>
      {article.tags.length > 0 ? (
        <Tags aria-label={T.tagList}>
          {article.tags.map((t) => (
            <li key={t}>{TAG_LABEL[t]}</li>
          ))}
        </Tags>
      ) : null}
      <Title>{article.title}</Title>
      <AuthorRow>
        <Avatar src={author.authorProfileImageUrl} alt="" size={44} role={author.authorRole} />
        <AuthorText>
          <strong>
            {author.authorName}
            <LevelBadge level={badgeNumber(author.authorLevel)} />
          </strong>
          <p>
            {author.authorJob ? <span>{author.authorJob}</span> : null}
            <span>
              <time dateTime={article.publishedAt ?? article.createdAt}>
                {relativeTime(article.publishedAt ?? article.createdAt, new Date())}
              </time>
            </span>
            <span>{T.views(article.views)}</span>
          </p>
        </AuthorText>
      </AuthorRow>
      <Toolbar>
        <Button variant="ghost" size="sm" onClick={scrollToComments}>
          {T.viewComments(article.commentCount)}
        </Button>
        <OwnerActions articleId={article.id} author={author} />
      </Toolbar>
      <HtmlBody html={article.content} />
      <Reactions data-testid="article-reactions">
        <LikeButton actor={like} />
        <Button variant="secondary" onClick={() => setSharing(true)} aria-label={T.share}>
          <ShareIcon size={16} />
          {T.share}
        </Button>
        {tip ? (
          <TipSlot>
            <Tooltip text={T.shareTip} onDismiss={() => setTip(false)} />
          </TipSlot>
        ) : null}
      </Reactions>
      <Suspense fallback={null}>
        <BelowArticle article={article} />
      </Suspense>
      {isMobile ? (
        <MobileBottomBar
          like={like}
          commentCount={article.commentCount}
          onComments={scrollToComments}
          onShare={() => setSharing(true)}
        />
      ) : null}
      {sharing ? (
        <Suspense fallback={null}>
          <ShareDialog open onClose={() => setSharing(false)} content={share} />
        </Suspense>
      ) : null}
    </>
  );
};
