import type { Editor } from '@tiptap/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { ContentDoc } from '../../../application/drafts/drafts-api.port';
import {
  type EditorDraftInput,
  type EditorMode,
  hasUnsavedChanges,
} from '../../../application/drafts/editor-draft.machine';
import { EDITOR_TEXT as T } from '../../../domain/text/editor';
import { paths } from '../../../domain/paths';
import { Button, ConfirmDialog, DeleteConfirmDialog, isComposingKey } from '../../components';
import { useViewer } from '../../hooks/use-viewer';
import { useEditorServices } from './use-editor-services';
import { ActionBar, Field, Form, HiddenFile, Label, TitleInput } from './editor.styles';
import { type EditorHandoff, type FocusSpot, leaveHandoff } from './editor-handoff';
import { insertPicture, restoreCaret } from './editor-commands';
import { RichTextEditor } from './rich-text-editor';
import { SaveStatus } from './save-status';
import { TagChooser } from './tag-chooser';
import { IMAGE_ACCEPT, ThumbnailField } from './thumbnail-field';
import { UploadProgress } from './upload-progress';
import { useEditorEvents } from './use-editor-events';
import { useDraftDelete } from './use-draft-delete';
import { useImageUpload } from './use-image-upload';
import { useLeaveGuard } from './use-leave-guard';
import { type ContentKind, policyOf } from '../../../domain/content/policy';
import { DRAFT_DELETE_TEXT, EDITOR_KIND_TEXT } from '../../../domain/text/editor';

export interface EditorFormProps {
  readonly kind: ContentKind;
  readonly mode: EditorMode;
  readonly id: number | null;
  readonly doc?: ContentDoc;
  /** State carried over from the page that created this draft a moment ago. */
  readonly handoff?: EditorHandoff | null;
  /** The viewer may delete this draft (`canDelete`): the draft page offers 삭제. */
  readonly deletable?: boolean;
}

const inputOf = ({ mode, id, doc, handoff }: EditorFormProps): EditorDraftInput =>
  handoff
    ? {
        mode: 'draft',
        id: handoff.id,
        doc: handoff.doc,
        resume: {
          savedDoc: handoff.savedDoc,
          lastSavedAt: handoff.lastSavedAt,
          lastSaveKind: handoff.lastSaveKind,
        },
      }
    : { mode, id, doc };

/**
 * Title, tags (where the kind has them), thumbnail (articles), body and the save / publish bar, driven
 * by the editor draft machine of the kind.
 */
export const EditorForm = (props: EditorFormProps) => {
  const { kind } = props;
  const policy = policyOf(kind);
  const K = EDITOR_KIND_TEXT[kind];
  const editor = useEditorServices(kind);
  const [path, navigate] = useLocation();
  const actor = useActorRef(editor.draftMachine, { input: inputOf(props) });
  const doc = useSelector(actor, (s) => s.context.doc);
  const mode = useSelector(actor, (s) => s.context.mode);
  const draftId = useSelector(actor, (s) => s.context.id);
  const idle = useSelector(actor, (s) => s.matches('idle'));
  const dirty = useSelector(actor, (s) => hasUnsavedChanges(s.context));
  const savingManually = useSelector(actor, (s) => s.matches('saving') && s.context.saveKind === 'manual');
  const publishing = useSelector(
    actor,
    (s) => s.matches('publishing') || s.matches('published') || s.context.publishQueued,
  );
  const titleRef = useRef<HTMLInputElement>(null);
  const editorRef = useRef<Editor | null>(null);
  const imageFileRef = useRef<HTMLInputElement>(null);
  const [composing, setComposing] = useState(false);
  const guard = useLeaveGuard(dirty);
  useEditorEvents(actor, kind);

  const change = useCallback(
    (patch: Partial<ContentDoc>) => actor.send({ type: 'doc.change', patch }),
    [actor],
  );
  const changeContent = useCallback((content: string) => change({ content }), [change]);
  const inlineImage = useImageUpload(kind, kind, (url) => {
    if (editorRef.current) insertPicture(editorRef.current, url, T.inlineImageAlt);
  });

  // First save of a new item: the address becomes the draft's, once nobody is mid-syllable and no
  // picture is on its way into this editor (the page is rebuilt at that address).
  const writePath = policy.paths.write().split('?')[0];
  const uploadingPicture = inlineImage.uploading;
  useEffect(() => {
    if (path !== writePath || draftId === null || !idle || composing || uploadingPicture) return;
    const snapshot = actor.getSnapshot().context;
    leaveHandoff({
      id: draftId,
      doc: snapshot.doc,
      savedDoc: snapshot.savedDoc,
      lastSavedAt: snapshot.lastSavedAt,
      lastSaveKind: snapshot.lastSaveKind,
      focus: focusSpot(titleRef.current, editorRef.current),
    });
    navigate(policy.paths.draft(draftId), { replace: true });
  }, [path, writePath, draftId, idle, composing, uploadingPicture, actor, navigate, policy]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: restore the caret once, on the first render
  useEffect(() => {
    const spot = props.handoff?.focus;
    if (!spot) return;
    if (spot.target === 'title') {
      titleRef.current?.focus();
      titleRef.current?.setSelectionRange(spot.from, spot.to);
    } else if (editorRef.current) restoreCaret(editorRef.current, spot.from, spot.to);
  }, []);

  // A deleted draft's page is gone: the writer lands on their drafts tab.
  const viewer = useViewer();
  const removal = useDraftDelete(editor.api, () => {
    if (viewer) navigate(paths.user(viewer.id, 'drafts'), { replace: true });
  });

  const busy = publishing || savingManually || removal.pending;
  return (
    <Form onCompositionStart={() => setComposing(true)} onCompositionEnd={() => setComposing(false)}>
      <Field>
        <Label htmlFor="article-title">{T.titleLabel}</Label>
        <TitleInput
          ref={titleRef}
          id="article-title"
          value={doc.title}
          maxLength={120}
          placeholder={T.titlePlaceholder}
          autoComplete="off"
          onChange={(e) => change({ title: e.currentTarget.value })}
          onKeyDown={(e) => {
            // Enter moves on to the body, but not the Enter that ends a Hangul syllable.
            if (e.key !== 'Enter' || isComposingKey(e)) return;
            e.preventDefault();
            editorRef.current?.commands.focus('start');
          }}
        />
      </Field>
      {policy.maxTags > 0 ? (
        <TagChooser
          value={doc.tags}
          onChange={(tags) => change({ tags })}
          max={policy.maxTags}
          label={K.tagsLabel}
        />
      ) : null}
      {policy.thumbnail ? (
        <ThumbnailField url={doc.thumbnailUrl} onChange={(thumbnailUrl) => change({ thumbnailUrl })} />
      ) : null}
      <Field>
        <Label as="span" id="article-body-label">
          {T.bodyLabel}
        </Label>
        <HiddenFile
          ref={imageFileRef}
          type="file"
          accept={IMAGE_ACCEPT}
          tabIndex={-1}
          aria-hidden="true"
          data-testid="inline-image-input"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) inlineImage.start(file);
          }}
        />
        <RichTextEditor
          initialContent={doc.content}
          onChange={changeContent}
          editorRef={editorRef}
          onImageRequest={() => imageFileRef.current?.click()}
          imageBusy={inlineImage.uploading}
          labelId="article-body-label"
          placeholder={K.bodyPlaceholder}
        />
        {inlineImage.uploading ? (
          <UploadProgress percent={inlineImage.percent} onCancel={inlineImage.cancel} />
        ) : null}
      </Field>
      <ActionBar>
        <SaveStatus actor={actor} />
        {mode === 'draft' && draftId !== null && props.deletable ? (
          <Button variant="ghost" disabled={busy} onClick={() => removal.ask(draftId)}>
            {DRAFT_DELETE_TEXT.action}
          </Button>
        ) : null}
        {mode === 'edit' ? null : (
          <Button
            variant="secondary"
            pending={savingManually}
            disabled={busy}
            onClick={() => actor.send({ type: 'draft.save' })}
          >
            {T.saveDraft}
          </Button>
        )}
        <Button pending={publishing} disabled={busy} onClick={() => actor.send({ type: 'draft.publish' })}>
          {mode === 'edit' ? T.update : T.publish}
        </Button>
      </ActionBar>
      <DeleteConfirmDialog
        open={removal.asking !== null}
        pending={removal.pending}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
      <ConfirmDialog
        open={guard.blockedPath !== null}
        title={T.leaveTitle}
        message={T.leaveMessage}
        confirmLabel={T.leaveConfirm}
        cancelLabel={T.leaveCancel}
        danger
        onConfirm={guard.leave}
        onCancel={guard.stay}
      />
    </Form>
  );
};

const focusSpot = (title: HTMLInputElement | null, editor: Editor | null): FocusSpot | null => {
  if (title && document.activeElement === title)
    return { target: 'title', from: title.selectionStart ?? 0, to: title.selectionEnd ?? 0 };
  if (editor?.isFocused)
    return { target: 'body', from: editor.state.selection.from, to: editor.state.selection.to };
  return null;
};
