import { NodeSelection, Selection, TextSelection, type Transaction } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';

/**
 * A picture is a block of its own. Inserted at the caret, ProseMirror leaves the new picture selected
 * as a node, and the next key typed replaces the selected node: the picture was gone at the first
 * keystroke, and so from the autosaved draft and the published item. The caret goes into the text
 * block after the picture instead (a new empty paragraph when none follows), so typing goes on after it.
 */
const caretAfterPicture = (tr: Transaction): void => {
  const { selection } = tr;
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== 'image') return;
  const after = selection.to;
  if (!tr.doc.resolve(after).nodeAfter?.isTextblock) {
    const paragraph = tr.doc.type.schema.nodes.paragraph;
    if (!paragraph) return;
    tr.insert(after, paragraph.create());
  }
  tr.setSelection(TextSelection.create(tr.doc, after + 1)).scrollIntoView();
};

/** Inserts one uploaded picture at the caret and leaves the caret in the text after it. */
export const insertPicture = (editor: Editor, src: string, alt: string): boolean =>
  editor
    .chain()
    .focus()
    .setImage({ src, alt })
    .command(({ tr }) => {
      caretAfterPicture(tr);
      return true;
    })
    .run();

/**
 * Puts back a caret taken from another editor of the same document (the page rebuilt after the first
 * save). The positions may no longer be text positions (a selected picture, a document that changed);
 * the nearest text position (after a picture) is taken instead of a text selection that points outside any text
 * ("TextSelection endpoint not pointing into a node").
 */
export const restoreCaret = (editor: Editor, from: number, to: number): boolean =>
  editor
    .chain()
    .command(({ tr }) => {
      const size = tr.doc.content.size;
      const clamp = (n: number) => Math.max(0, Math.min(n, size));
      const $from = tr.doc.resolve(clamp(from));
      const $to = tr.doc.resolve(clamp(to));
      const selection =
        $from.parent.inlineContent && $to.parent.inlineContent
          ? TextSelection.between($from, $to)
          : (Selection.findFrom($to, 1, true) ?? Selection.findFrom($to, -1, true));
      if (selection) tr.setSelection(selection);
      return true;
    })
    .focus()
    .run();
