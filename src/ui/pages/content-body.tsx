import { styled } from '@linaria/react';
import type { ContentApi } from '../../application/content/content-api.port';
import type { ContentDetail } from '../../contract/content';
import type { ContentKind } from '../../domain/content/policy';
import { REPORT_TEXT } from '../../domain/text/reports';
import { BlockedPlaceholder } from '../components/blocked-placeholder';
import { scrollToComments } from '../features/comments/comments-anchor';
import { ContentHead } from '../features/content/content-head';
import { HtmlBody } from '../features/content/html-body';
import { OwnerActions } from '../features/content/owner-actions';
import { ReactionBar, shareOf } from '../features/reactions/reaction-bar';
import { useContentLikeActor } from '../features/reactions/use-reaction-actors';
import { color, fontSize, radius, space } from '../theme/tokens';

/** The author's and moderators' mark on an item held by reports: hidden from others, and why. */
const HeldNotice = styled.p`
  margin: ${space.md} 0;
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.md};
  background: ${color.warningSoft};
  color: ${color.warningText};
  font-size: ${fontSize.sm};
`;

/** The real title of a collapsed item, read once (the head keeps the placeholder). */
const RevealedTitle = styled.p`
  margin: ${space.md} 0 0;
  font-size: ${fontSize.lg};
  font-weight: 700;
`;

export interface ContentBodyProps<Card, Detail> {
  readonly kind: ContentKind;
  readonly item: ContentDetail;
  readonly api: ContentApi<Card, Detail>;
  /** Where to go once the item is deleted (its list). */
  readonly afterDelete: string;
  /** Edit and delete as buttons under the author (articles) or a ⋮ menu beside the author (board posts). */
  readonly owner: 'buttons' | 'menu';
  readonly testId: string;
  /** The first-visit tip on the share button (articles). */
  readonly shareTip?: boolean;
}

/**
 * The part of every kind's detail page that is the same for all of them: the head (title, author,
 * views, the way to the comments, edit and delete for whoever may), the sanitized body, and the like
 * and share bar. Each kind's page adds what follows it (comments, related lists, the list link).
 */
export const ContentBody = <Card, Detail>({
  kind,
  item,
  api,
  afterDelete,
  owner,
  testId,
  shareTip,
}: ContentBodyProps<Card, Detail>) => {
  const like = useContentLikeActor(kind, item);
  const actions = <OwnerActions api={api} item={item} afterDelete={afterDelete} variant={owner} />;
  return (
    <>
      <ContentHead
        item={item}
        onComments={() => scrollToComments()}
        {...(owner === 'menu' ? { aside: actions } : { actions })}
      />
      {item.held?.reason ? (
        <HeldNotice role="note">{REPORT_TEXT.heldNotice(REPORT_TEXT.reasons[item.held.reason])}</HeldNotice>
      ) : null}
      {item.blocked ? (
        // Its author is one the viewer blocked (issue 22): collapsed, to be read once on request.
        <BlockedPlaceholder sourceKind={kind} sourceId={item.id}>
          {(revealed) => (
            <>
              {revealed.title ? <RevealedTitle>{revealed.title}</RevealedTitle> : null}
              <HtmlBody html={revealed.content} />
            </>
          )}
        </BlockedPlaceholder>
      ) : (
        <HtmlBody html={item.content} />
      )}
      <ReactionBar
        like={like}
        share={() => shareOf(item)}
        commentCount={item.commentCount}
        onComments={() => scrollToComments()}
        testId={testId}
        {...(shareTip ? { shareTip } : {})}
      />
    </>
  );
};
