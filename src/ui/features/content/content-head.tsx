import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ContentDetail } from '../../../contract/content';
import { TAG_LABEL } from '../../../domain/catalog';
import { badgeNumber } from '../../../domain/level';
import { paths } from '../../../domain/paths';
import { relativeTime } from '../../../domain/relative-time';
import { COMMENT_TEXT } from '../../../domain/text/comments';
import { CONTENT_TEXT as T } from '../../../domain/text/content';
import { Avatar, Button, LevelBadge } from '../../components';
import { AuthorRow, AuthorText, Tags, Title, Toolbar } from './detail.styles';

export interface ContentHeadProps {
  readonly item: ContentDetail;
  /** Goes to the comment section ('댓글 N개 보기'). */
  readonly onComments: () => void;
  /** Beside the author (the board's ⋮ menu). */
  readonly aside?: ReactNode;
  /** At the end of the toolbar under the author (the article's edit and delete buttons). */
  readonly actions?: ReactNode;
}

/**
 * The top of any kind's detail: its tags, the title, who wrote it and when (an anonymous author is
 * 익명, with 내 글 for the writer; a named author links to their profile), views, and the way to the
 * comments.
 */
export const ContentHead = ({ item, onComments, aside, actions }: ContentHeadProps) => {
  const { author } = item;
  const at = item.publishedAt ?? item.createdAt;
  return (
    <>
      {item.tags.length > 0 ? (
        <Tags aria-label={T.tagList}>
          {item.tags.map((t) => (
            <li key={t}>{TAG_LABEL[t]}</li>
          ))}
        </Tags>
      ) : null}
      <Title>{item.title}</Title>
      <AuthorRow>
        <Avatar src={author.authorProfileImageUrl} alt="" size={44} role={author.authorRole} />
        <AuthorText>
          <strong>
            {author.authorId !== null ? (
              <Link href={paths.user(author.authorId)}>{author.authorName}</Link>
            ) : (
              author.authorName
            )}
            {item.mine && author.anonymous ? ` (${T.mine})` : ''}
            {author.authorLevel ? <LevelBadge level={badgeNumber(author.authorLevel)} /> : null}
          </strong>
          {author.authorJob ? <small>{author.authorJob}</small> : null}
          <p>
            <span>
              <time dateTime={at}>{relativeTime(at, new Date())}</time>
            </span>
            <span>{T.views(item.views)}</span>
          </p>
        </AuthorText>
        {aside}
      </AuthorRow>
      <Toolbar>
        <Button variant="ghost" size="sm" onClick={onComments}>
          {COMMENT_TEXT.view(item.commentCount)}
        </Button>
        {actions}
      </Toolbar>
    </>
  );
};
