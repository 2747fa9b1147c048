import type { Operation } from '../../src/contract/operation';
import { ARTICLE_PATHS } from '../../src/contract/articles.operations';
import { POST_PATHS, QNA_PATHS } from '../../src/contract/boards.operations';
import type { Actor } from './fuzz-world';
import type { Pools } from './schema-arbitrary';

/** A fuzz case as data (what request-cases.ts generates and fuzz-client.ts sends), and its id pools. */

export type Body =
  | { readonly kind: 'none' }
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'text'; readonly text: string; readonly contentType?: string }
  | { readonly kind: 'bytes'; readonly bytes: Uint8Array; readonly contentType: string }
  | { readonly kind: 'form'; readonly field: string; readonly file: FileKind; readonly name: string }
  | { readonly kind: 'oversized'; readonly bytes: number; readonly contentType: string };

export type FileKind = 'png' | 'garbage' | 'csv' | 'json' | 'naughty-csv' | 'empty';

export type Case = {
  readonly label: string;
  readonly actor: Actor;
  readonly forged: number;
  readonly params: Readonly<Record<string, unknown>>;
  readonly query: readonly (readonly [string, unknown])[];
  readonly body: Body;
  readonly headers: Readonly<Record<string, string>>;
};

const CONTENT_KIND: ReadonlyMap<string, string> = new Map([
  ...Object.values(ARTICLE_PATHS).map((p) => [p, 'article'] as const),
  ...Object.values(POST_PATHS).map((p) => [p, 'post'] as const),
  ...Object.values(QNA_PATHS).map((p) => [p, 'qna'] as const),
]);

/** Which rows an operation's ids name: its kind's items and comments, users, notifications, competitions. */
export const poolsOf =
  (op: Operation): Pools =>
  (field) => {
    const kind = CONTENT_KIND.get(op.path);
    if (field === 'id') {
      if (kind) return kind;
      if (op.path.startsWith('/api/user/')) return 'user';
      if (op.path.startsWith('/api/notifications/')) return 'notification';
      if (op.path.startsWith('/api/youth/league/')) return 'league';
      if (op.path.startsWith('/api/youth/cup/')) return 'cup';
    }
    if (field === 'commentId' && kind) return `${kind}-comment`;
    if (field === 'recipientId' || field === 'mentionedUserId') return 'user';
    if (field === 'competitionId') return 'competition';
    if (field === 'teamId') return 'team';
    if (field === 'name' && op.path.startsWith('/api/images/')) return 'image';
    if (field === 'provider') return 'provider';
    // A moderator's decision names a reported target by its kind and id (issue 22); ids of members are
    // the pool every kind's ids stay inside, and the missing-row probe swaps it for an id nobody has.
    if (field === 'targetId' && op.path === '/api/admin/reports/decision') return 'user';
    // A 권리침해 신고 names a page of the site (issue 22).
    if (field === 'url' && op.path === '/api/takedowns') return 'post-url';
    return undefined;
  };

/** One change to an otherwise valid case. */
export type Mutation = (c: Case) => Case;
export const keep: Mutation = (c) => c;
export const label = (c: Case, text: string): Case => ({ ...c, label: text });
