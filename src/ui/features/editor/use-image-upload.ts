import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ImageKind } from '../../../application/drafts/image-upload.port';
import { useToast } from '../../components';
import type { ContentKind } from '../../../domain/content/policy';
import { useEditorServices } from './use-editor-services';

export interface ImageUploadView {
  readonly uploading: boolean;
  /** 0..100 */
  readonly percent: number;
  readonly start: (file: File) => void;
  readonly cancel: () => void;
}

/** One upload machine per image slot; the uploaded URL goes to `onUploaded`, failures to a toast. */
export const useImageUpload = (
  editorKind: ContentKind,
  kind: ImageKind,
  onUploaded: (url: string) => void,
): ImageUploadView => {
  const editor = useEditorServices(editorKind);
  const toast = useToast();
  const actor = useActorRef(editor.imageUploadMachine, { input: { kind } });
  const uploading = useSelector(actor, (s) => s.matches('uploading'));
  const percent = useSelector(actor, (s) => Math.round(s.context.progress * 100));
  const latest = useRef(onUploaded);
  latest.current = onUploaded;

  useEffect(() => {
    const done = actor.on('uploaded', (e) => latest.current(e.url));
    const failed = actor.on('failed', (e) => toast.show({ type: 'error', message: e.message }));
    return () => {
      done.unsubscribe();
      failed.unsubscribe();
    };
  }, [actor, toast]);

  return {
    uploading,
    percent,
    start: (file) => actor.send({ type: 'upload.start', file }),
    cancel: () => actor.send({ type: 'upload.cancel' }),
  };
};
