// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertPicture, restoreCaret } from './editor-commands';

const SRC = '/api/images/a.webp';
const editors: Editor[] = [];
const editorWith = (content: string) => {
  const editor = new Editor({ extensions: [StarterKit, Image], content, injectCSS: false });
  editors.push(editor);
  return editor;
};
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

describe('insertPicture', () => {
  it('leaves the caret in a new paragraph after a picture inserted at the end, so typing keeps it', () => {
    const editor = editorWith('<p>전반전</p>');
    editor.commands.focus('end');
    insertPicture(editor, SRC, '본문 이미지');
    const { selection } = editor.state;
    expect(selection).toBeInstanceOf(TextSelection);
    expect(selection.$from.parent.type.name).toBe('paragraph');
    expect(selection.$from.nodeBefore).toBeNull();
    editor.commands.insertContent('후반전');
    expect(editor.getHTML()).toBe(`<p>전반전</p><img src="${SRC}" alt="본문 이미지"><p>후반전</p>`);
  });

  it('goes into the paragraph that already follows a picture inserted mid-text', () => {
    const editor = editorWith('<p>전반전후반전</p>');
    editor.commands.setTextSelection(4);
    insertPicture(editor, SRC, '본문 이미지');
    expect(editor.state.selection).toBeInstanceOf(TextSelection);
    editor.commands.insertContent('!');
    expect(editor.getHTML()).toBe(`<p>전반전</p><img src="${SRC}" alt="본문 이미지"><p>!후반전</p>`);
  });

  it('without it, the inserted picture is the selection and the next key replaces it', () => {
    const editor = editorWith('<p>전반전</p>');
    editor.chain().focus('end').setImage({ src: SRC }).run();
    expect(editor.state.selection).toBeInstanceOf(NodeSelection);
  });
});

describe('restoreCaret', () => {
  it('puts a caret that points at a picture into the text after it, without a warning', () => {
    const editor = editorWith(`<p>전반전</p><img src="${SRC}"><p>후반전</p>`);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // 5 is before the picture, 6 after it: positions between blocks, where no text caret can be.
    restoreCaret(editor, 5, 6);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    const { selection } = editor.state;
    expect(selection).toBeInstanceOf(TextSelection);
    expect(selection.$from.parent.textContent).toBe('후반전');
  });

  it('keeps a text caret as it was', () => {
    const editor = editorWith('<p>전반전</p>');
    restoreCaret(editor, 2, 3);
    expect([editor.state.selection.from, editor.state.selection.to]).toEqual([2, 3]);
  });

  it('clamps positions past the end of a shorter document', () => {
    const editor = editorWith('<p>전반전</p>');
    restoreCaret(editor, 40, 50);
    expect(editor.state.selection.from).toBe(4);
  });
});
