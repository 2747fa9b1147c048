// @vitest-environment jsdom
import type { Editor } from '@tiptap/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EDITOR_TEXT as T } from '../../../domain/text/editor';
import { RichTextEditor } from './rich-text-editor';

afterEach(cleanup);

const HANGUL = /[가-힣]/;
const NAMES = [
  T.bold,
  T.italic,
  T.heading2,
  T.heading3,
  T.bulletList,
  T.orderedList,
  T.blockquote,
  T.link,
  T.image,
];

const renderEditor = async () => {
  const editorRef = createRef<Editor | null>() as { current: Editor | null };
  render(
    <>
      <span id="body-label">{T.bodyLabel}</span>
      <RichTextEditor
        initialContent="<p>전반전</p>"
        onChange={() => {}}
        editorRef={editorRef}
        onImageRequest={() => {}}
        imageBusy={false}
        labelId="body-label"
        placeholder=""
      />
    </>,
  );
  const toolbar = await screen.findByRole('toolbar', { name: T.toolbarLabel });
  return { toolbar, editorRef };
};

describe('EditorToolbar', () => {
  it('gives every button a Korean name, shown as its text or as the tooltip of its mark', async () => {
    const { toolbar } = await renderEditor();
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons).toHaveLength(NAMES.length);
    const named = NAMES.map((name) => within(toolbar).getByRole('button', { name }));
    expect(new Set(named)).toEqual(new Set(buttons));
    for (const button of buttons) {
      const name = button.getAttribute('aria-label') ?? button.textContent ?? '';
      expect(name).toMatch(HANGUL);
      const shown = button.textContent ?? '';
      expect(shown).not.toMatch(/^\s*[A-Za-z]+\d*\s*$/);
      if (shown === name) expect(button.dataset.tip).toBeUndefined();
      else expect(button.dataset.tip).toBe(name);
    }
    expect(within(toolbar).getByRole('button', { name: T.heading2 }).textContent).toBe(T.heading2);
    expect(within(toolbar).getByRole('button', { name: T.bold }).textContent).toBe(T.boldMark);
  });

  it('marks a format as pressed once it applies to the selection', async () => {
    const { toolbar, editorRef } = await renderEditor();
    const bold = within(toolbar).getByRole('button', { name: T.bold });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    act(() => {
      editorRef.current?.commands.selectAll();
    });
    fireEvent.click(bold);
    await waitFor(() => expect(bold.getAttribute('aria-pressed')).toBe('true'));
    expect(editorRef.current?.getHTML()).toBe('<p><strong>전반전</strong></p>');
  });
});
