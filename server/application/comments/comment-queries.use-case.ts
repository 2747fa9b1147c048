import { Effect } from 'effect';
import type { ContentKind } from '../../../src/domain/content/policy';
import { pageInfoOf } from '../../../src/domain/paging';
import type { Viewer } from '../../../src/domain/viewer';
import type { PageRequest } from '../../ports/content.port';
import type { ContentDeps } from '../content/content-deps';
import { visibleContent } from '../content/content-queries.use-case';
import { blockedAuthorsOf } from '../blocks/blocked';
import { heldReasons } from '../content/held';
import { toComment } from './comment-view';

/** Top-level comments by page, oldest first, each with all its replies (spec section 2). */
export const listComments = (
  deps: ContentDeps,
  kind: ContentKind,
  viewer: Viewer,
  contentId: number,
  page: PageRequest,
) =>
  Effect.gen(function* () {
    const stores = deps.uow.read;
    yield* visibleContent(stores, kind, viewer, contentId);
    const { items: tops, total } = yield* stores.comments.topLevel(contentId, page);
    const replies = yield* stores.comments.replies(tops.map((t) => t.id));
    const liked = viewer
      ? yield* stores.edges.among(
          'commentLike',
          viewer.id,
          [...tops, ...replies].map((c) => c.id),
        )
      : new Set<number>();
    const held = yield* heldReasons(
      stores,
      'comment',
      [...tops, ...replies].map((c) => c.id),
    );
    const blocked = yield* blockedAuthorsOf(stores, viewer);
    const data = tops.map((top) => ({
      ...toComment(top, viewer, liked, held, blocked),
      replies: replies
        .filter((r) => r.parentId === top.id)
        .map((r) => toComment(r, viewer, liked, held, blocked)),
    }));
    return { data, pageInfo: pageInfoOf(page.page, page.size, total) };
  });
