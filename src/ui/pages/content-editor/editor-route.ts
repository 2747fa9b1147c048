import { type ContentKind, isContentKind } from '../../../domain/content/policy';
import { idOf, ROUTES } from '../../../domain/paths';

export type EditorRoute =
  | { readonly kind: ContentKind; readonly mode: 'post' }
  | { readonly kind: ContentKind; readonly mode: 'draft' | 'edit'; readonly id: number };

type Mode = EditorRoute['mode'];

/** The editor routes: the article ones name their kind, the board ones take it from `?board=`. */
const EDITOR_ROUTES: readonly { readonly pattern: string; readonly mode: Mode; readonly board: boolean }[] = [
  { pattern: ROUTES.articlePost, mode: 'post', board: false },
  { pattern: ROUTES.articleDraft, mode: 'draft', board: false },
  { pattern: ROUTES.articleEdit, mode: 'edit', board: false },
  { pattern: ROUTES.boardWrite, mode: 'post', board: true },
  { pattern: ROUTES.boardDraft, mode: 'draft', board: true },
  { pattern: ROUTES.boardEdit, mode: 'edit', board: true },
];

/** The id a path gives a pattern's `:id` (undefined: no `:id` in the pattern; null: no match). */
const match = (pattern: string, path: string): number | undefined | null => {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  let id: number | undefined;
  for (const [i, part] of want.entries()) {
    const value = got[i] ?? '';
    if (part === ':id') {
      const parsed = idOf(value);
      if (parsed === null) return null;
      id = parsed;
    } else if (part !== value) return null;
  }
  return id;
};

/** The kind, mode and id an editor address names; null when it names none. */
export const editorRoute = (path: string, search: string): EditorRoute | null => {
  const board = new URLSearchParams(search).get('board');
  for (const route of EDITOR_ROUTES) {
    const id = match(route.pattern, path);
    if (id === null) continue;
    const kind: ContentKind | null = !route.board
      ? 'article'
      : board !== 'article' && isContentKind(board)
        ? board
        : null;
    if (kind === null) return null;
    if (route.mode === 'post') return id === undefined ? { kind, mode: 'post' } : null;
    return id === undefined ? null : { kind, mode: route.mode, id };
  }
  return null;
};
