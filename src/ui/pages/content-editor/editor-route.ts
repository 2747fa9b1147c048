import { CONTENT_KINDS, type ContentKind, policyOf } from '../../../domain/content/policy';
import { pagesOf } from '../../../domain/content/policy-pages';
import { idOf, ROUTES } from '../../../domain/paths';

export type EditorRoute =
  | { readonly kind: ContentKind; readonly mode: 'post' }
  | { readonly kind: ContentKind; readonly mode: 'draft' | 'edit'; readonly id: number };

type Mode = EditorRoute['mode'];

/**
 * The editor routes, from each kind's policy (`routes`): a kind that is a board shares the board
 * routes and is named by `?board=` (its `board.param`); the others' routes name their kind.
 */
const EDITOR_ROUTES: readonly {
  readonly kind: ContentKind;
  readonly pattern: string;
  readonly mode: Mode;
  readonly board: string | null;
}[] = CONTENT_KINDS.flatMap((kind) => {
  const { board } = policyOf(kind);
  const { routes } = pagesOf(kind);
  const modes = [
    ['post', routes.write],
    ['draft', routes.draft],
    ['edit', routes.edit],
  ] as const;
  return modes.map(([mode, name]) => ({ kind, pattern: ROUTES[name], mode, board: board?.param ?? null }));
});

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
    if (route.board !== null && route.board !== board) continue;
    const id = match(route.pattern, path);
    if (id === null) continue;
    const { kind } = route;
    if (route.mode === 'post') return id === undefined ? { kind, mode: 'post' } : null;
    return id === undefined ? null : { kind, mode: route.mode, id };
  }
  return null;
};
