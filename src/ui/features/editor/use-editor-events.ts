import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { ProvidedEditorDraftMachine } from '../../../application/drafts/provide-drafts';
import { type ContentKind, policyOf } from '../../../domain/content/policy';
import { EDITOR_KIND_TEXT, EDITOR_TEXT as T } from '../../../domain/text/editor';
import { useToast } from '../../components';

/**
 * What the editor machine reports, shown: toasts for saves the user asked for (autosave speaks
 * only through the status line), refusals and failures; the item's page after publishing.
 */
export const useEditorEvents = (actor: ActorRefFrom<ProvidedEditorDraftMachine>, kind: ContentKind): void => {
  const K = EDITOR_KIND_TEXT[kind];
  const toast = useToast();
  const [, navigate] = useLocation();
  useEffect(() => {
    const subscriptions = [
      actor.on('saved', (e) => {
        if (e.kind === 'manual') toast.show({ type: 'success', message: T.draftSaved });
      }),
      actor.on('saveFailed', (e) => {
        if (e.kind === 'manual') toast.show({ type: 'error', message: e.message || T.saveFailed });
      }),
      actor.on('invalid', (e) => toast.show({ type: 'warning', message: e.message })),
      actor.on('publishFailed', (e) => {
        const fallback = e.mode === 'edit' ? K.updateFailed : K.publishFailed;
        toast.show({ type: 'error', message: e.message || fallback });
      }),
      actor.on('published', (e) => {
        toast.show({ type: 'success', message: e.mode === 'edit' ? K.updated : K.published });
        navigate(policyOf(kind).paths.detail(e.id));
      }),
    ];
    return () => {
      for (const s of subscriptions) s.unsubscribe();
    };
  }, [actor, toast, navigate, kind, K]);
};
