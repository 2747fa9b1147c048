import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { deleteArticleMutation } from '../../../application/articles/article-queries';
import { failureText } from '../../../application/articles/failure-text';
import type { AuthorInfo } from '../../../contract/articles';
import { canDelete as canDeleteItem, canEdit as canEditItem } from '../../../domain/content/permissions';
import { CONTENT_POLICIES } from '../../../domain/content/policy';
import { ARTICLE_TEXT as T } from '../../../domain/text/articles';
import { Button, DeleteConfirmDialog, useToast } from '../../components';
import { useViewer } from '../../features/articles/use-viewer';
import { useServices } from '../../hooks/use-services';
import { paths } from '../../../domain/paths';

/** Edit for the author and any ADMIN; delete for the author only, after confirmation (spec section 6). */
export const OwnerActions = ({ articleId, author }: { articleId: number; author: AuthorInfo }) => {
  const viewer = useViewer();
  const { articlesApi } = useServices().articles;
  const toast = useToast();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    ...deleteArticleMutation(articlesApi, articleId),
    onMutate: () => toast.show({ type: 'info', message: T.articleDeleting }),
    onSuccess: () => {
      toast.show({ type: 'success', message: T.articleDeleted });
      navigate('/');
    },
    onError: (error) => {
      setConfirming(false);
      toast.show({ type: 'error', message: failureText(error, T.articleDeleteFailed) });
    },
  });
  const canEdit = canEditItem(viewer, author, CONTENT_POLICIES.article);
  const canDelete = canDeleteItem(viewer, author, CONTENT_POLICIES.article);
  if (!canEdit && !canDelete) return null;
  return (
    <div>
      {canEdit ? (
        <Button variant="ghost" size="sm" onClick={() => navigate(paths.articleEdit(articleId))}>
          {T.edit}
        </Button>
      ) : null}
      {canDelete ? (
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          {T.delete}
        </Button>
      ) : null}
      <DeleteConfirmDialog
        open={confirming}
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          if (!remove.isPending) remove.mutate();
        }}
      />
    </div>
  );
};
