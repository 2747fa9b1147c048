import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ProfileListName } from '../../../application/profile/profile-api.port';
import { type ListOwner, profileListQuery } from '../../../application/profile/profile.queries';
import type { ArticleListItem } from '../../../contract/articles';
import type { BoardCard as BoardCardData } from '../../../contract/boards';
import type { ProfileComment } from '../../../contract/profile';
import { isBoardKind } from '../../../domain/content/boards';
import { type ContentKind, policyOf } from '../../../domain/content/policy';
import { type ProfileListSource, profileListsOf } from '../../../domain/content/policy-pages';
import { relativeTime } from '../../../domain/relative-time';
import { CONTENT_NOUN_TEXT, CONTENT_TEXT } from '../../../domain/text/content';
import { PROFILE_PAGE_TEXT as T } from '../../../domain/text/profile-page';
import { ListSkeleton, PagingBar } from '../../components';
import { ArticleCard } from '../../features/articles/article-card';
import { BoardCard } from '../../features/boards/board-card';
import { useServices } from '../../hooks/use-services';
import { Items, ListMessage, Note, Row, RowMeta, RowText, Section } from './user-profile.styles';

/** What a list holds (which kind, and its items, likes or comments), for how its items are drawn. */
const ITEMS_OF: Readonly<Record<ProfileListName, { kind: ContentKind; source: ProfileListSource }>> = {
  articles: { kind: 'article', source: 'authored' },
  likedArticles: { kind: 'article', source: 'liked' },
  articleComments: { kind: 'article', source: 'comments' },
  posts: { kind: 'post', source: 'authored' },
  likedPosts: { kind: 'post', source: 'liked' },
  postComments: { kind: 'post', source: 'comments' },
  qnaPosts: { kind: 'qna', source: 'authored' },
  likedQnaPosts: { kind: 'qna', source: 'liked' },
  qnaComments: { kind: 'qna', source: 'comments' },
};

/** Lists of a kind others never see (the anonymous Q&A board's, by its policy): the owner is told so. */
const onlyMine = (list: ProfileListName) => !profileListsOf(ITEMS_OF[list].kind).public;

/** One comment, linking to what it was written on. */
const CommentRow = ({ comment, now }: { comment: ProfileComment; now: Date }) => (
  <Row>
    <Link href={policyOf(comment.contentKind).paths.detail(comment.contentId)}>
      <RowText>{comment.content}</RowText>
      <RowMeta>
        <span>
          {CONTENT_NOUN_TEXT[comment.contentKind]} · {T.commentOn(`"${comment.contentTitle}"`)}
        </span>
        {comment.parentCommentId !== null ? <span>{T.reply}</span> : null}
        <time dateTime={comment.createdAt}>{relativeTime(comment.createdAt, now)}</time>
        <span>{CONTENT_TEXT.likes(comment.likeCount)}</span>
      </RowMeta>
    </Link>
  </Row>
);

/** A paged list inside a tab: its heading, then its items, or why there are none. */
export const SectionFrame = ({
  id,
  title,
  note,
  busy,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  /** The list's first answer is on its way. */
  busy: boolean;
  children: ReactNode;
}) => (
  <Section aria-labelledby={id} aria-busy={busy || undefined}>
    <h2 id={id}>{title}</h2>
    {note ? <Note>{note}</Note> : null}
    {children}
  </Section>
);

/** Pages of a list, when there is more than one. */
export const SectionPaging = ({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) => (totalPages > 1 ? <PagingBar page={page} totalPages={totalPages} onChange={onPage} /> : null);

/**
 * One profile list (a member's articles, posts, comments or likes): a hidden list says so and shows
 * nothing of it; an empty one says it in its own words.
 */
export const ProfileListSection = ({
  list,
  owner,
  page,
  onPage,
}: {
  list: ProfileListName;
  owner: ListOwner;
  page: number;
  onPage: (page: number) => void;
}) => {
  const { profileApi } = useServices();
  const { data, isPending, isError } = useQuery({
    ...profileListQuery(profileApi, owner, list, page),
    placeholderData: keepPreviousData,
  });
  const text = T.sections[list];
  const { kind, source } = ITEMS_OF[list];
  const now = new Date();
  let body: ReactNode;
  if (isPending) body = <ListSkeleton rows={3} rowHeight={88} testId={`profile-${list}-skeleton`} />;
  else if (isError || !data) body = <ListMessage>{T.listFailed}</ListMessage>;
  else if (data.hidden) body = <ListMessage>{T.hidden}</ListMessage>;
  else if (data.data.length === 0) body = <ListMessage>{text.empty}</ListMessage>;
  else
    body = (
      <Items>
        {source === 'comments'
          ? (data.data as ProfileComment[]).map((c) => <CommentRow key={c.id} comment={c} now={now} />)
          : isBoardKind(kind)
            ? (data.data as BoardCardData[]).map((b) => (
                <BoardCard key={b.id} kind={kind} card={b} now={now} />
              ))
            : (data.data as ArticleListItem[]).map((a) => <ArticleCard key={a.id} article={a} now={now} />)}
      </Items>
    );
  return (
    <SectionFrame
      id={`profile-${list}`}
      title={text.title}
      note={onlyMine(list) ? T.onlyMine : undefined}
      busy={isPending}
    >
      {body}
      {data && !data.hidden ? (
        <SectionPaging page={page} totalPages={data.pageInfo.totalPages} onPage={onPage} />
      ) : null}
    </SectionFrame>
  );
};
