import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { DraftsApi } from '../../../application/drafts/drafts-api.port';
import { removeDraftMutation } from '../../../application/drafts/drafts.queries';
import { failureText } from '../../../application/failure-text';
import { DRAFT_DELETE_TEXT as T } from '../../../domain/text/editor';
import { useToast } from '../../components';

export interface DraftDelete {
  /** The draft waiting for the confirmation, or null. */
  readonly asking: number | null;
  readonly pending: boolean;
  readonly ask: (id: number) => void;
  readonly cancel: () => void;
  readonly confirm: () => void;
}

/**
 * Deleting one of the viewer's drafts after the site's delete confirmation (the kind's delete
 * operation; the server decides who may, by `canDelete`). The query client refreshes every list after
 * it; `onDeleted` says where to go next.
 */
export const useDraftDelete = (api: DraftsApi, onDeleted?: (id: number) => void): DraftDelete => {
  const toast = useToast();
  const [asking, setAsking] = useState<number | null>(null);
  const remove = useMutation({
    ...removeDraftMutation(api),
    onSuccess: (_done, id) => {
      setAsking(null);
      toast.show({ type: 'success', message: T.deleted });
      onDeleted?.(id);
    },
    onError: (error) => {
      setAsking(null);
      toast.show({ type: 'error', message: failureText(error, T.failed) });
    },
  });
  return {
    asking,
    pending: remove.isPending,
    ask: setAsking,
    cancel: () => {
      if (!remove.isPending) setAsking(null);
    },
    confirm: () => {
      if (asking !== null && !remove.isPending) remove.mutate(asking);
    },
  };
};
