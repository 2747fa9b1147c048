import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { ProvidedEditorDraftMachine } from '../../../application/article-editor/provide-article-editor';
import { EDITOR_TEXT as T } from '../../../domain/text/editor';
import { useToast } from '../../components';
import { paths } from '../../../domain/paths';

/**
 * What the editor machine reports, shown: toasts for saves the user asked for (autosave speaks
 * only through the status line), refusals and failures; the article page after publishing.
 */
export const useEditorEvents = (actor: ActorRefFrom<ProvidedEditorDraftMachine>): void => {
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
        const fallback = e.mode === 'edit' ? T.updateFailed : T.publishFailed;
        toast.show({ type: 'error', message: e.message || fallback });
      }),
      actor.on('published', (e) => {
        toast.show({ type: 'success', message: e.mode === 'edit' ? T.updated : T.published });
        navigate(paths.article(e.id));
      }),
    ];
    return () => {
      for (const s of subscriptions) s.unsubscribe();
    };
  }, [actor, toast, navigate]);
};
