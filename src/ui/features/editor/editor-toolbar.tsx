import { type Editor, useEditorState } from '@tiptap/react';
import { EDITOR_TEXT as T } from '../../../domain/text/editor';
import { ToolButton, ToolDivider, Toolbar } from './rich-text.styles';

const SAFE_LINK = /^https?:\/\/\S+$/i;

const askLink = (editor: Editor) => {
  const current = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
  const answer = window.prompt(T.linkPrompt, current);
  if (answer === null) return;
  const href = answer.trim();
  if (href === '' || href === 'https://') {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    return;
  }
  if (!SAFE_LINK.test(href)) {
    window.alert(T.linkInvalid);
    return;
  }
  editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
};

interface Tool {
  readonly key: string;
  /** The Korean name: the button's text, or its accessible name and tooltip when it shows a mark. */
  readonly label: string;
  readonly mark?: string;
  readonly on: boolean;
  readonly run: () => void;
}

export interface EditorToolbarProps {
  readonly editor: Editor;
  readonly onImageRequest: () => void;
  readonly imageBusy: boolean;
}

/** Bold, italic, two heading levels, lists, quote, link and image: the formats the server keeps. */
export const EditorToolbar = ({ editor, onImageRequest, imageBusy }: EditorToolbarProps) => {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  // A button whose name fits shows it; a mark (가, •, 1., ❝) has its name as its accessible name and as
  // a tooltip on hover and keyboard focus, so no button is only a letter (issue 26: "B I H2 H3").
  const tools: readonly Tool[] = [
    { key: 'bold', label: T.bold, mark: T.boldMark, on: active.bold, run: () => chain().toggleBold().run() },
    {
      key: 'italic',
      label: T.italic,
      mark: T.italicMark,
      on: active.italic,
      run: () => chain().toggleItalic().run(),
    },
    { key: 'h2', label: T.heading2, on: active.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', label: T.heading3, on: active.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    {
      key: 'ul',
      label: T.bulletList,
      mark: T.bulletListMark,
      on: active.bullet,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'ol',
      label: T.orderedList,
      mark: T.orderedListMark,
      on: active.ordered,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'quote',
      label: T.blockquote,
      mark: T.blockquoteMark,
      on: active.quote,
      run: () => chain().toggleBlockquote().run(),
    },
  ];
  return (
    <Toolbar role="toolbar" aria-label={T.toolbarLabel}>
      {tools.map((tool) => (
        <ToolButton
          key={tool.key}
          type="button"
          aria-label={tool.mark === undefined ? undefined : tool.label}
          data-tip={tool.mark === undefined ? undefined : tool.label}
          data-tool={tool.key}
          aria-pressed={tool.on}
          onMouseDown={(e) => e.preventDefault()}
          onClick={tool.run}
        >
          {tool.mark ?? tool.label}
        </ToolButton>
      ))}
      <ToolDivider aria-hidden="true" />
      <ToolButton type="button" aria-pressed={active.link} onClick={() => askLink(editor)}>
        {T.link}
      </ToolButton>
      <ToolButton type="button" disabled={imageBusy} onClick={onImageRequest}>
        {T.image}
      </ToolButton>
    </Toolbar>
  );
};
