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
  const tools = [
    { key: 'bold', label: T.bold, text: 'B', on: active.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', label: T.italic, text: 'I', on: active.italic, run: () => chain().toggleItalic().run() },
    {
      key: 'h2',
      label: T.heading2,
      text: 'H2',
      on: active.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: T.heading3,
      text: 'H3',
      on: active.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'ul',
      label: T.bulletList,
      text: '•',
      on: active.bullet,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'ol',
      label: T.orderedList,
      text: '1.',
      on: active.ordered,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'quote',
      label: T.blockquote,
      text: '❝',
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
          aria-label={tool.label}
          title={tool.label}
          aria-pressed={tool.on}
          onMouseDown={(e) => e.preventDefault()}
          onClick={tool.run}
        >
          {tool.text}
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
