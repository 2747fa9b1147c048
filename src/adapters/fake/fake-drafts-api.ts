import { Effect } from 'effect';
import type { ContentDoc, DraftsApi } from '../../application/drafts/drafts-api.port';
import type { ContentWriteBody } from '../../contract/content';
import { CONTENT_OPERATIONS } from '../../contract/content-tables';
import type { ContentKind } from '../../domain/content/policy';
import { contentDetail, contentDrafts } from './fake-content-queries';
import { autosaveDraft, createContent, editContent, publishDraft } from './fake-content-writes';
import type { FakeServer } from './fake-server';

const body = (doc: ContentDoc): ContentWriteBody => ({
  title: doc.title,
  content: doc.content,
  tags: [...doc.tags],
  thumbnailUrl: doc.thumbnailUrl,
});

const idOf = (response: { id: number }) => response.id;

/** The write body as the contract hands it over (defaults filled in). */
type Input = { title: string; content: string; tags: string[]; thumbnailUrl: string | null };

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
 * One kind's writing calls on the fake store: drafts, publishing and editing land in the same store
 * the lists read, so whatever the demo's editor writes shows in the demo's lists.
 */
export const createFakeDraftsApi = (fake: FakeServer, kind: ContentKind): DraftsApi => {
  const ops = CONTENT_OPERATIONS[kind];
  return {
    kind,
    createDraft: (doc) =>
      Effect.map(
        fake.call(ops.createDraft, { body: body(doc) }, ({ actor, body }) =>
          createContent(fake, kind, actor, body as Input, true),
        ),
        idOf,
      ),
    saveDraft: (id, doc) =>
      Effect.asVoid(
        fake.call(ops.autosave, { params: { id }, body: body(doc) }, ({ actor, params, body }) =>
          autosaveDraft(fake, kind, actor, params.id, body as Input),
        ),
      ),
    publishDraft: (id, doc) =>
      Effect.map(
        fake.call(ops.publish, { params: { id }, body: body(doc) }, ({ actor, params, body }) =>
          publishDraft(fake, kind, actor, params.id, (body as Input | undefined) ?? null),
        ),
        idOf,
      ),
    create: (doc) =>
      Effect.map(
        fake.call(ops.create, { body: body(doc) }, ({ actor, body }) =>
          createContent(fake, kind, actor, body as Input, false),
        ),
        idOf,
      ),
    update: (id, doc) =>
      Effect.asVoid(
        fake.call(ops.edit, { params: { id }, body: body(doc) }, ({ actor, params, body }) =>
          editContent(fake, kind, actor, params.id, body as Input),
        ),
      ),
    loadForEdit: (id) =>
      Effect.map(
        fake.call(ops.detail, { params: { id } }, ({ actor, params }) =>
          contentDetail(fake, kind, actor, params.id),
        ),
        (raw) => {
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
        },
      ),
    listDrafts: () =>
      Effect.map(
        fake.call(ops.drafts, {}, ({ actor }) => contentDrafts(fake, kind, actor)),
        (items) =>
          (items as readonly { id: number; title: string; modifiedAt: string }[]).map(
            ({ id, title, modifiedAt }) => ({
              id,
              title,
              modifiedAt,
            }),
          ),
      ),
  };
};
