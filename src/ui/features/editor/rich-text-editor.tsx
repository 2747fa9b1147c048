import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extension-placeholder';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { EditorView } from '@tiptap/pm/view';
import { type RefObject, useEffect } from 'react';
import { EDITOR_TEXT } from '../../../domain/text/editor';
import { Surface } from './rich-text.styles';
import { EditorToolbar } from './editor-toolbar';

/**
 * tiptap issue 4108: when Enter ends a Hangul composition, ProseMirror splits the paragraph while the
 * browser is still committing the syllable, and the last syllable is lost or moves to the new line.
 * An Enter that belongs to the input method is left to the browser alone; the next, plain Enter
 * (the one the input method sends after committing) splits the paragraph as usual.
 */
export const isImeEnter = (view: Pick<EditorView, 'composing'>, event: KeyboardEvent): boolean =>
  event.key === 'Enter' && (event.isComposing || event.keyCode === 229 || view.composing);

export interface RichTextEditorProps {
  readonly initialContent: string;
  readonly onChange: (html: string) => void;
  /** The form inserts uploaded images and moves focus through it. */
  readonly editorRef: RefObject<Editor | null>;
  readonly onImageRequest: () => void;
  readonly imageBusy: boolean;
  readonly labelId: string;
  readonly placeholder: string;
}

export const RichTextEditor = ({
  initialContent,
  onChange,
  editorRef,
  onImageRequest,
  imageBusy,
  labelId,
  placeholder,
}: RichTextEditorProps) => {
  const editor = useEditor({
    // Only what the server's allow-list keeps: headings, lists, quotes, links, bold, italic, images.
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https'],
          defaultProtocol: 'https',
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
        },
      }),
      Image.configure({ allowBase64: false, HTMLAttributes: { alt: EDITOR_TEXT.inlineImageAlt } }),
      Placeholder.configure({ placeholder }),
    ],
    content: initialContent,
    // The CSP (style-src 'self') refuses injected <style>; the base rules live in the Linaria styles.
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox' },
      handleDOMEvents: {
        keydown: (view, event) => isImeEnter(view, event),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  useEffect(() => {
    editorRef.current = editor;
    return () => {
      editorRef.current = null;
    };
  }, [editor, editorRef]);

  return (
    <Surface>
      <EditorToolbar editor={editor} onImageRequest={onImageRequest} imageBusy={imageBusy} />
      <EditorContent editor={editor} data-testid="article-body" />
    </Surface>
  );
};
