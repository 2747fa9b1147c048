import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ContentApi } from '../../../application/content/content-api.port';
import { removeMutation } from '../../../application/content/content.queries';
import { failureText } from '../../../application/failure-text';
import type { AuthorInfo } from '../../../contract/content';
import { canBlock, canDelete, canEdit, canReport } from '../../../domain/content/permissions';
import { policyOf } from '../../../domain/content/policy';
import { CONTENT_DELETE_TEXT, CONTENT_TEXT as T } from '../../../domain/text/content';
import { BLOCK_TEXT } from '../../../domain/text/blocks';
import { REPORT_TEXT } from '../../../domain/text/reports';
import { Button, DeleteConfirmDialog, ThreeDotMenu, useToast } from '../../components';
import { useBlockDialog } from '../../hooks/use-block-dialog';
import { useReportDialog } from '../../hooks/use-report-dialog';
import { useViewer } from '../../hooks/use-viewer';

export interface OwnerActionsProps<Card, Detail> {
  readonly api: ContentApi<Card, Detail>;
  readonly item: {
    readonly id: number;
    readonly author: AuthorInfo;
    readonly mine: boolean;
    readonly isDraft: boolean;
    /** Its author is one the viewer blocked (issue 22): no second block is offered. */
    readonly blocked?: true;
  };
  /** Where to go once the item is deleted (its list). */
  readonly afterDelete: string;
  /** Buttons (the article page) or the ⋮ menu (board posts). */
  readonly variant?: 'buttons' | 'menu';
}

/**
 * Edit and delete for whoever may (spec section 6: the author; an ADMIN edits any published article and
 * removes any published board post, never another's draft), delete after confirmation. The server
 * decides by the same rules.
 */
export const OwnerActions = <Card, Detail>({
  api,
  item,
  afterDelete,
  variant = 'buttons',
}: OwnerActionsProps<Card, Detail>) => {
  const viewer = useViewer();
  const policy = policyOf(api.kind);
  const texts = CONTENT_DELETE_TEXT[api.kind];
  const toast = useToast();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const { openReport, reportDialog } = useReportDialog();
  const { openBlock, blockDialog } = useBlockDialog();
  const remove = useMutation({
    ...removeMutation(api, item.id),
    onMutate: () => toast.show({ type: 'info', message: texts.deleting }),
    onSuccess: () => {
      toast.show({ type: 'success', message: texts.deleted });
      navigate(afterDelete);
    },
    onError: (error) => {
      setConfirming(false);
      toast.show({ type: 'error', message: failureText(error, texts.failed) });
    },
  });
  // The draft state too: an ADMIN reads another's draft but may neither edit nor delete it.
  const facts = { authorId: item.author.authorId, mine: item.mine, isDraft: item.isDraft };
  const edit = canEdit(viewer, facts, policy);
  const del = canDelete(viewer, facts, policy);
  // Anyone signed in reports someone else's published item (issue 22).
  const report = canReport(viewer, facts) && !item.isDraft;
  // And blocks its author (issue 22); on the anonymous board through the item, never by name.
  const block = canBlock(viewer, facts) && !item.isDraft && !item.blocked;
  if (!edit && !del && !report && !block) return null;
  const onEdit = () => navigate(policy.paths.edit(item.id));
  const onReport = () => openReport({ kind: api.kind, id: item.id });
  const onBlock = () => openBlock({ sourceKind: api.kind, sourceId: item.id, anonymous: policy.anonymous });
  const others = [
    ...(report ? [{ mainKey: 'report', viewKey: REPORT_TEXT.menuItem }] : []),
    ...(block ? [{ mainKey: 'block', viewKey: BLOCK_TEXT.menuItem }] : []),
  ];
  const onOther = (key: string) => (key === 'block' ? onBlock() : onReport());
  const dialog = (
    <DeleteConfirmDialog
      open={confirming}
      pending={remove.isPending}
      onCancel={() => setConfirming(false)}
      onConfirm={() => {
        if (!remove.isPending) remove.mutate();
      }}
    />
  );
  if (variant === 'menu')
    return (
      <>
        <ThreeDotMenu
          label={T.menu}
          options={[
            ...(edit ? [{ mainKey: 'edit', viewKey: T.edit }] : []),
            ...(del ? [{ mainKey: 'delete', viewKey: T.delete, style: 'danger' as const }] : []),
            ...others,
          ]}
          onSelect={(key) =>
            key === 'edit' ? onEdit() : key === 'delete' ? setConfirming(true) : onOther(key)
          }
        />
        {dialog}
        {reportDialog}
        {blockDialog}
      </>
    );
  return (
    <div>
      {edit ? (
        <Button variant="ghost" size="sm" onClick={onEdit}>
          {T.edit}
        </Button>
      ) : null}
      {del ? (
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          {T.delete}
        </Button>
      ) : null}
      {others.length > 0 ? <ThreeDotMenu label={T.menu} options={others} onSelect={onOther} /> : null}
      {dialog}
      {reportDialog}
      {blockDialog}
    </div>
  );
};
