import { canDelete, canEdit, canLike, canWorkOnDraft, canWrite } from '../../domain/content/permissions';
import { type ContentKind, type ContentPolicy, policyOf } from '../../domain/content/policy';
import { htmlToText, summaryOf } from '../../domain/content/text';
import { missingFields, type Strictness, writeErrors } from '../../domain/content/write-rules';
import { SERVER_MESSAGES } from '../../domain/server-messages';
import { CONTENT_INPUT_TEXT as T } from '../../domain/text/content-input';
import type { Viewer } from '../../domain/viewer';
import type { Ctx } from './fake-content-queries';
import { visibleContent } from './fake-content-queries';
import { likeCount } from './fake-counts';
import type { FakeNotifier } from './fake-notifier';
import { badField, forbidden, notFound, refuse } from './fake-server';
import type { FakeContent, FakeStore } from './fake-store';

/**
 * The writing use cases of every kind on the fake store, step for step those of
 * server/application/content/content-write.use-case.ts and content-like.use-case.ts. The demo does not
 * sanitize HTML (the browser sanitizes again before rendering); it derives text and summary the same way.
 */
export interface WriteCtx extends Ctx {
  readonly notifier: FakeNotifier;
}

type Actor = NonNullable<Viewer>;

export type ContentInput = {
  readonly title: string;
  readonly content: string;
  readonly tags: readonly string[];
  readonly thumbnailUrl: string | null;
};

type Fields = Pick<
  FakeContent,
  'title' | 'content' | 'contentText' | 'contentSummary' | 'tags' | 'thumbnailUrl'
>;

const prepare = (
  s: FakeStore,
  policy: ContentPolicy,
  input: ContentInput,
  strictness: Strictness,
): Fields => {
  const title = input.title.normalize('NFC').trim();
  const html = input.content.normalize('NFC');
  const text = htmlToText(html);
  const tags = [...new Set(input.tags)];
  const thumbnailUrl = input.thumbnailUrl?.trim() || null;
  // Only images uploaded to this backend count as our own, as the server accepts only its image host.
  const errors = writeErrors(policy, { title, text, tags, thumbnailUrl }, strictness, (url) =>
    s.images.has(url),
  );
  if (errors.length > 0) return refuse(400, SERVER_MESSAGES.badRequest, errors);
  return { title, content: html, contentText: text, contentSummary: summaryOf(text), tags, thumbnailUrl };
};

const notDraft = () => badField('id', T.notDraft);

/** Followers hear of a newly published item where the kind says so (articles). */
const announce = (ctx: WriteCtx, kind: ContentKind, actor: Actor, id: number, title: string) => {
  if (policyOf(kind).notifyFollowers)
    ctx.notifier.notify({ type: 'NEW_ARTICLE', actorId: actor.id, ref: { kind, id }, title });
};

export const createContent = (
  ctx: WriteCtx,
  kind: ContentKind,
  actor: Actor,
  input: ContentInput,
  draft: boolean,
) => {
  const policy = policyOf(kind);
  if (!canWrite(actor.role, policy)) return forbidden();
  const fields = prepare(ctx.store, policy, input, draft ? 'draft' : 'publishable');
  const at = ctx.now();
  const id = ctx.store.next.content++;
  ctx.store.contents.set(id, {
    id,
    kind,
    authorId: actor.id,
    ...fields,
    isDraft: draft,
    views: 0,
    createdAt: at,
    modifiedAt: at,
    publishedAt: draft ? null : at,
  });
  if (!draft) announce(ctx, kind, actor, id, fields.title);
  return { id };
};

export const editContent = (
  ctx: WriteCtx,
  kind: ContentKind,
  actor: Actor,
  id: number,
  input: ContentInput,
) => {
  const policy = policyOf(kind);
  const item = visibleContent(ctx.store, kind, actor, id);
  if (!canEdit(actor, item, policy)) return forbidden();
  Object.assign(item, prepare(ctx.store, policy, input, item.isDraft ? 'titled' : 'publishable'), {
    modifiedAt: ctx.now(),
  });
  return { id };
};

export const autosaveDraft = (
  ctx: WriteCtx,
  kind: ContentKind,
  actor: Actor,
  id: number,
  input: ContentInput,
) => {
  const item = visibleContent(ctx.store, kind, actor, id);
  if (!canWorkOnDraft(actor, item)) return forbidden();
  if (!item.isDraft) return notDraft();
  Object.assign(item, prepare(ctx.store, policyOf(kind), input, 'draft'), { modifiedAt: ctx.now() });
  return { id };
};

export const publishDraft = (
  ctx: WriteCtx,
  kind: ContentKind,
  actor: Actor,
  id: number,
  input: ContentInput | null,
) => {
  const policy = policyOf(kind);
  const item = visibleContent(ctx.store, kind, actor, id);
  if (!canWorkOnDraft(actor, item) || !canWrite(actor.role, policy)) return forbidden();
  if (!item.isDraft) return notDraft();
  const fields = input ? prepare(ctx.store, policy, input, 'publishable') : null;
  const errors = fields ? [] : missingFields(item.title, item.contentText, 'publishable');
  if (errors.length > 0) return refuse(400, SERVER_MESSAGES.badRequest, errors);
  const at = ctx.now();
  Object.assign(item, fields ?? {}, { isDraft: false, publishedAt: at, modifiedAt: at });
  announce(ctx, kind, actor, id, item.title);
  return { id };
};

/** Deletes the item with its comments, likes and views (the database cascades the same way). */
export const deleteContent = (ctx: WriteCtx, kind: ContentKind, actor: Actor, id: number) => {
  const s = ctx.store;
  const item = visibleContent(s, kind, actor, id);
  if (!canDelete(actor, item, policyOf(kind))) return forbidden();
  s.contents.delete(id);
  s.contentLikes.delete(id);
  for (const c of [...s.comments.values()]) {
    if (c.contentId !== id) continue;
    s.comments.delete(c.id);
    s.commentLikes.delete(c.id);
  }
  for (const key of [...s.views.keys()]) if (key.startsWith(`${id}|`)) s.views.delete(key);
};

/** A like on a published item, never one's own (400 with the kind's message). */
export const toggleContentLike = (ctx: WriteCtx, kind: ContentKind, actor: Actor, id: number) => {
  const s = ctx.store;
  const policy = policyOf(kind);
  const item = s.contents.get(id);
  if (!item || item.kind !== kind || item.isDraft) return notFound(policy.notFoundMessage);
  if (!canLike(actor, item)) return refuse(400, policy.ownLikeMessage);
  const likers = s.contentLikes.get(id) ?? new Set<number>();
  s.contentLikes.set(id, likers);
  const on = !likers.has(actor.id);
  if (on) likers.add(actor.id);
  else likers.delete(actor.id);
  // The profile's liked lists show the newest like first.
  if (on) s.contentLikeOrder.set(`${id}|${actor.id}`, s.next.like++);
  else s.contentLikeOrder.delete(`${id}|${actor.id}`);
  if (on)
    ctx.notifier.notify({
      type: 'CONTENT_LIKE',
      actorId: actor.id,
      recipientId: item.authorId,
      ref: { kind, id },
      title: item.title,
    });
  return { liked: on, likeCount: likeCount(s, id) };
};
