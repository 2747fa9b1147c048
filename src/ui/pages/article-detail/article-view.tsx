import { lazy, Suspense, useState } from 'react';
import type { ArticleDetail } from '../../../contract/articles';
import { TAG_LABEL } from '../../../domain/catalog';
import { badgeNumber } from '../../../domain/level';
import { relativeTime } from '../../../domain/relative-time';
import { shareText } from '../../../domain/share';
import { ARTICLE_TEXT as T } from '../../../domain/text/articles';
import { COMMENT_TEXT } from '../../../domain/text/comments';
import { CONTENT_TEXT } from '../../../domain/text/content';
import { REACTION_TEXT } from '../../../domain/text/reactions';
import { paths } from '../../../domain/paths';
import { Avatar, Button, LevelBadge, ShareIcon, Tooltip, useIsMobile } from '../../components';
import { HtmlBody } from '../../features/content/html-body';
import { OwnerActions } from '../../features/content/owner-actions';
import { MobileBottomBar } from '../../features/reactions/mobile-bottom-bar';
import { LikeButton } from '../../features/reactions/reaction-buttons';
import { useLikeActor } from '../../features/reactions/use-reaction-actors';
import { useServices } from '../../hooks/use-services';
import {
  AuthorRow,
  AuthorText,
  Reactions,
  Tags,
  TipSlot,
  Title,
  Toolbar,
} from '../../features/content/detail.styles';

const BelowArticle = lazy(() => import('./below-article').then((m) => ({ default: m.BelowArticle })));
const ShareDialog = lazy(() =>
  import('../../features/reactions/share-dialog').then((m) => ({ default: m.ShareDialog })),
);

/** The id of the comment section (features/comments), the target of 'view comments'. */
const COMMENTS_ANCHOR = 'comments';

const scrollToComments = () =>
  document.getElementById(COMMENTS_ANCHOR)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

/** Everything of spec section 2 "Article detail" for a loaded article. */
export const ArticleView = ({ article }: { article: ArticleDetail }) => {
  const { author } = article;
  const isMobile = useIsMobile();
  const [sharing, setSharing] = useState(false);
  const [tip, setTip] = useState(true);
  const { api } = useServices().articles;
  const like = useLikeActor({
    target: { on: 'content', ref: { kind: 'article', id: article.id } },
    liked: article.liked,
    count: article.likeCount,
    owner: { authorId: author.authorId, mine: article.mine },
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
            {author.authorLevel ? <LevelBadge level={badgeNumber(author.authorLevel)} /> : null}
          </strong>
          <p>
            {author.authorJob ? <span>{author.authorJob}</span> : null}
            <span>
              <time dateTime={article.publishedAt ?? article.createdAt}>
                {relativeTime(article.publishedAt ?? article.createdAt, new Date())}
              </time>
            </span>
            <span>{CONTENT_TEXT.views(article.views)}</span>
          </p>
        </AuthorText>
      </AuthorRow>
      <Toolbar>
        <Button variant="ghost" size="sm" onClick={scrollToComments}>
          {COMMENT_TEXT.view(article.commentCount)}
        </Button>
        <OwnerActions api={api} item={article} afterDelete={paths.home()} />
      </Toolbar>
      <HtmlBody html={article.content} />
      <Reactions data-testid="article-reactions">
        <LikeButton actor={like} />
        <Button variant="secondary" onClick={() => setSharing(true)} aria-label={REACTION_TEXT.share}>
          <ShareIcon size={16} />
          {REACTION_TEXT.share}
        </Button>
        {tip ? (
          <TipSlot>
            <Tooltip text={REACTION_TEXT.shareTip} onDismiss={() => setTip(false)} />
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
