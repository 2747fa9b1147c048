import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { draftsQuery } from '../../../application/drafts/drafts.queries';
import { PROFILE_PAGE_SIZE } from '../../../application/profile/profile.queries';
import { canDelete } from '../../../domain/content/permissions';
import { type ContentKind, policyOf } from '../../../domain/content/policy';
import { excerptOf } from '../../../domain/content/text';
import { pageOfItems } from '../../../domain/paging';
import { relativeTime } from '../../../domain/relative-time';
import { PROFILE_PAGE_TEXT as T } from '../../../domain/text/profile-page';
import { DRAFT_DELETE_TEXT } from '../../../domain/text/editor';
import { DeleteConfirmDialog, ListSkeleton, ThreeDotMenu } from '../../components';
import { useDraftDelete } from '../../features/editor/use-draft-delete';
import { useServices } from '../../hooks/use-services';
import { useViewer } from '../../hooks/use-viewer';
import { DraftRowLayout } from './draft-section.styles';
import { SectionFrame, SectionPaging } from './profile-list-section';
import { Items, ListMessage, Row, RowMeta } from './user-profile.styles';

/** A draft with no title is listed by this many characters of its body. */
const DRAFT_EXCERPT_LENGTH = 40;

const keyOf = (kind: ContentKind) => `${kind}Drafts` as const;

/**
 * The owner's drafts of one kind (the kind's draft list, e.g. GET /api/articles/draft/all), paged
 * here by ten; each opens its draft page to continue writing, and its ⋮ menu deletes it after the
 * site's confirmation. The list holds only the viewer's own drafts; the menu still asks the server's
 * rule (`canDelete` of a draft), so no place offers what the server refuses.
 */
export const DraftSection = ({
  kind,
  page,
  onPage,
}: {
  kind: ContentKind;
  page: number;
  onPage: (page: number) => void;
}) => {
  const api = useServices().drafts[kind];
  const viewer = useViewer();
  const policy = policyOf(kind);
  const { data, isPending, isError } = useQuery(draftsQuery(api));
  const remove = useDraftDelete(api);
  const key = keyOf(kind);
  const now = new Date();
  // Deleting the last draft of the last page leaves that page empty: the page before it is shown.
  const lastPage = Math.max(1, Math.ceil((data?.length ?? 0) / PROFILE_PAGE_SIZE));
  const shown = data ? pageOfItems(data, Math.min(page, lastPage), PROFILE_PAGE_SIZE) : null;
  let body: ReactNode;
  if (isPending) body = <ListSkeleton rows={2} rowHeight={64} testId={`profile-${key}-skeleton`} />;
  else if (isError || !shown) body = <ListMessage>{T.listFailed}</ListMessage>;
  else if (shown.data.length === 0) body = <ListMessage>{T.sections[key].empty}</ListMessage>;
  else
    body = (
      <Items>
        {shown.data.map((d) => {
          // No title yet: the start of what was written names it (the summary rule's excerpt).
          const title = d.title.trim() || excerptOf(d.summary, DRAFT_EXCERPT_LENGTH) || T.untitled;
          return (
            <Row key={d.id}>
              <DraftRowLayout>
                <Link href={policy.paths.draft(d.id)}>
                  <strong>{title}</strong>
                  <RowMeta>
                    <time dateTime={d.modifiedAt}>{T.draftSaved(relativeTime(d.modifiedAt, now))}</time>
                  </RowMeta>
                </Link>
                {canDelete(viewer, { authorId: d.authorId, mine: d.mine, isDraft: true }, policy) ? (
                  <ThreeDotMenu
                    label={DRAFT_DELETE_TEXT.menu(title)}
                    options={[{ mainKey: 'delete', viewKey: DRAFT_DELETE_TEXT.action, style: 'danger' }]}
                    onSelect={() => remove.ask(d.id)}
                  />
                ) : null}
              </DraftRowLayout>
            </Row>
          );
        })}
      </Items>
    );
  return (
    <SectionFrame id={`profile-${key}`} title={T.sections[key].title} busy={isPending}>
      {body}
      {shown ? (
        <SectionPaging page={shown.pageInfo.page} totalPages={shown.pageInfo.totalPages} onPage={onPage} />
      ) : null}
      <DeleteConfirmDialog
        open={remove.asking !== null}
        pending={remove.pending}
        onConfirm={remove.confirm}
        onCancel={remove.cancel}
      />
    </SectionFrame>
  );
};
