import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ProvidedEditorDraftMachine } from '../../../application/drafts/provide-drafts';
import { hasUnsavedChanges } from '../../../application/drafts/editor-draft.machine';
import { EDITOR_TEXT as T } from '../../../domain/text/editor';
import { Status } from './editor.styles';

const HHMM = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type Line = { readonly text: string; readonly tone?: 'error' | 'warning' };

/** The autosave indicator: saving, saved at HH:MM (Asia/Seoul), failed, or unsaved changes. */
export const SaveStatus = ({ actor }: { actor: ActorRefFrom<ProvidedEditorDraftMachine> }) => {
  const line = useSelector(
    actor,
    (s): Line | null => {
      const c = s.context;
      if (s.matches('saving')) return { text: c.saveKind === 'auto' ? T.savingAuto : T.saving };
      if (c.autosaveFailed) return { text: T.autosaveFailed, tone: 'error' };
      if (c.lastSavedAt !== null) {
        const hhmm = HHMM.format(new Date(c.lastSavedAt));
        return { text: c.lastSaveKind === 'auto' ? T.savedAt(hhmm) : T.manualSavedAt(hhmm) };
      }
      if (hasUnsavedChanges(c) && !s.matches('published')) return { text: T.unsaved, tone: 'warning' };
      return null;
    },
    (a, b) => a?.text === b?.text && a?.tone === b?.tone,
  );
  return (
    <Status role="status" data-tone={line?.tone} data-testid="save-status">
      {line?.text ?? ''}
    </Status>
  );
};
