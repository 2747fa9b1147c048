import { Effect } from 'effect';
import type { ContentDoc, DraftsApi } from '../../application/drafts/drafts-api.port';
import type { ContentWriteBody } from '../../contract/content';
import { CONTENT_OPERATIONS } from '../../contract/content-tables';
import type { ContentKind } from '../../domain/content/policy';
import { plainText } from '../../domain/content/text';
import type { HttpClient } from './http-client';

const body = (doc: ContentDoc): ContentWriteBody => ({
  title: doc.title,
  content: doc.content,
  tags: [...doc.tags],
  thumbnailUrl: doc.thumbnailUrl,
});

const idOf = (response: { id: number }) => response.id;

/** What the editor needs of a detail, whatever the kind's detail adds. */
type EditableDetail = {
  id: number;
  title: string;
  content: string;
  tags: ContentDoc['tags'];
  thumbnailUrl?: string | null;
  isDraft: boolean;
  mine: boolean;
  author: { authorId: number | null };
};

/**
 * What a draft list's card holds, whatever its kind's card shape: the summary as text (an article
 * card's `contentSummary`) or as the escaped preview of a board card (`highlightedContentPreview`,
 * never marked outside a search).
 */
type DraftCard = {
  id: number;
  title: string;
  modifiedAt: string;
  contentSummary?: string;
  highlightedContentPreview?: string;
  author: { authorId: number | null };
  /** A board card's; an article card has only its author. */
  mine?: boolean;
};

const summaryOfCard = (card: DraftCard): string =>
  card.contentSummary ?? plainText(card.highlightedContentPreview ?? '');

/** One kind's write calls (drafts, publishing, editing) from its operation table. */
export const createHttpDraftsApi = (http: HttpClient, kind: ContentKind): DraftsApi => {
  const ops = CONTENT_OPERATIONS[kind];
  return {
    kind,
    createDraft: (doc) => Effect.map(http.call(ops.createDraft, { body: body(doc) }), idOf),
    saveDraft: (id, doc) => Effect.asVoid(http.call(ops.autosave, { params: { id }, body: body(doc) })),
    publishDraft: (id, doc) => Effect.map(http.call(ops.publish, { params: { id }, body: body(doc) }), idOf),
    create: (doc) => Effect.map(http.call(ops.create, { body: body(doc) }), idOf),
    update: (id, doc) => Effect.asVoid(http.call(ops.edit, { params: { id }, body: body(doc) })),
    loadForEdit: (id) =>
      Effect.map(http.call(ops.detail, { params: { id } }), (raw) => {
        const item = raw as EditableDetail;
        return {
          id: item.id,
          title: item.title,
          content: item.content,
          tags: item.tags,
          thumbnailUrl: item.thumbnailUrl ?? null,
          isDraft: item.isDraft,
          mine: item.mine,
          authorId: item.author.authorId,
        };
      }),
    removeDraft: (id) => Effect.asVoid(http.call(ops.remove, { params: { id } })),
    listDrafts: () =>
      Effect.map(http.call(ops.drafts), (items) =>
        (items as readonly DraftCard[]).map((card) => ({
          id: card.id,
          title: card.title,
          summary: summaryOfCard(card),
          modifiedAt: card.modifiedAt,
          authorId: card.author.authorId,
          mine: card.mine ?? false,
        })),
      ),
  };
};
