import { Effect } from 'effect';
import { canDelete, canEdit, canWorkOnDraft, canWrite } from '../../../src/domain/content/permissions';
import { type ContentKind, policyOf } from '../../../src/domain/content/policy';
import { CONTENT_INPUT_TEXT as T } from '../../../src/domain/text/content-input';
import type { Viewer } from '../../../src/domain/viewer';
import type { Stores } from '../../ports/unit-of-work.port';
import { BadRequest, Forbidden } from '../errors';
import type { ContentDeps } from './content-deps';
import { missingFields } from '../../../src/domain/content/write-rules';
import { type ContentInput, prepareContent } from './content-input';
import { visibleContent } from './content-queries.use-case';

type Actor = NonNullable<Viewer>;

const notDraft = () =>
  new BadRequest({ message: 'Bad Request', errors: [{ field: 'id', reason: T.notDraft }] });

/** Followers hear of a newly published item where the kind says so (articles). */
const announce = (
  deps: ContentDeps,
  stores: Stores,
  kind: ContentKind,
  actor: Actor,
  id: number,
  title: string,
) =>
  policyOf(kind).notifyFollowers
    ? deps.notifier.notify(stores, { type: 'NEW_ARTICLE', actorId: actor.id, ref: { kind, id }, title })
    : Effect.void;

/** Writes a new item, published or as a draft: writers of the kind only. */
export const createContent = (
  deps: ContentDeps,
  kind: ContentKind,
  actor: Actor,
  input: ContentInput,
  draft: boolean,
) =>
  Effect.gen(function* () {
    const policy = policyOf(kind);
    if (!canWrite(actor.role, policy)) return yield* new Forbidden({});
    const fields = yield* prepareContent(deps.sanitizer, policy, input, draft ? 'draft' : 'publishable');
    return yield* deps.uow.transaction((stores) =>
      Effect.gen(function* () {
        const id = yield* stores.contents.insert(kind, actor.id, fields, draft, deps.clock());
        if (!draft) yield* announce(deps, stores, kind, actor, id, fields.title);
        return { id };
      }),
    );
  });

/**
 * Edits an item: its author, or an ADMIN where the kind allows and the item is published (a draft is its
 * author's alone, on this route as on the draft's own). A published one keeps needing text.
 */
export const editContent = (
  deps: ContentDeps,
  kind: ContentKind,
  actor: Actor,
  id: number,
  input: ContentInput,
) =>
  Effect.gen(function* () {
    const policy = policyOf(kind);
    const item = yield* visibleContent(deps.uow.read, kind, actor, id);
    if (!canEdit(actor, item, policy)) return yield* new Forbidden({});
    const fields = yield* prepareContent(
      deps.sanitizer,
      policy,
      input,
      item.isDraft ? 'titled' : 'publishable',
    );
    yield* deps.uow.read.contents.update(id, fields, deps.clock());
    return { id };
  });

/** Autosaves a draft: its author only, drafts only, in any state of completion. */
export const autosaveDraft = (
  deps: ContentDeps,
  kind: ContentKind,
  actor: Actor,
  id: number,
  input: ContentInput,
) =>
  Effect.gen(function* () {
    const item = yield* visibleContent(deps.uow.read, kind, actor, id);
    if (!canWorkOnDraft(actor, item, policyOf(kind))) return yield* new Forbidden({});
    if (!item.isDraft) return yield* notDraft();
    const fields = yield* prepareContent(deps.sanitizer, policyOf(kind), input, 'draft');
    yield* deps.uow.read.contents.update(id, fields, deps.clock());
    return { id };
  });

/** Publishes a draft (its author, still a writer), with an optional last version; needs a title and text. */
export const publishDraft = (
  deps: ContentDeps,
  kind: ContentKind,
  actor: Actor,
  id: number,
  input: ContentInput | null,
) =>
  Effect.gen(function* () {
    const policy = policyOf(kind);
    const item = yield* visibleContent(deps.uow.read, kind, actor, id);
    if (!canWorkOnDraft(actor, item, policy) || !canWrite(actor.role, policy))
      return yield* new Forbidden({});
    if (!item.isDraft) return yield* notDraft();
    const fields = input ? yield* prepareContent(deps.sanitizer, policy, input, 'publishable') : null;
    const errors = fields ? [] : missingFields(item.title, item.contentText, 'publishable');
    if (errors.length > 0) return yield* new BadRequest({ message: 'Bad Request', errors });
    return yield* deps.uow.transaction((stores) =>
      Effect.gen(function* () {
        // A concurrent publish may have won: then this one is refused like any non-draft.
        if (!(yield* stores.contents.publish(id, deps.clock(), fields))) return yield* notDraft();
        yield* announce(deps, stores, kind, actor, id, fields?.title ?? item.title);
        return { id };
      }),
    );
  });

/** Deletes an item: its author, or an ADMIN where the kind allows (board moderation), never another's draft. */
export const deleteContent = (deps: ContentDeps, kind: ContentKind, actor: Actor, id: number) =>
  Effect.gen(function* () {
    const item = yield* visibleContent(deps.uow.read, kind, actor, id);
    if (!canDelete(actor, item, policyOf(kind))) return yield* new Forbidden({});
    yield* deps.uow.transaction((stores) =>
      Effect.gen(function* () {
        yield* stores.contents.remove(id);
        // A moderator's or an admin's delete of someone else's item is in the audit log (issue 22).
        if (item.authorId !== actor.id)
          yield* stores.audit.append(
            {
              actorId: actor.id,
              action: 'content.delete',
              targetKind: kind,
              targetId: id,
              reason: null,
              before: { title: item.title, authorId: item.authorId },
              after: { deleted: true },
            },
            deps.clock(),
          );
      }),
    );
  });
