import type { QueryClient } from '@tanstack/query-core';
import { Effect } from 'effect';
import { fromPromise } from 'xstate';
import type { ArticlePage } from '../../contract/articles';
import { fromEffect } from '../effect-actor';
import { queryKeys } from '../query-keys';
import type { ArticlePageRequest, ArticlesApi } from './articles-api.port';
import type { CommentsApi } from './comments-api.port';
import type { ConsultationApi, ConsultationRequest } from './consultation-api.port';
import type { EditorsApi } from './editors-api.port';
import { type CommentOperation, commentThreadMachine } from './machines/comment-thread.machine';
import { consultationMachine } from './machines/consultation.machine';
import { followMachine } from './machines/follow.machine';
import { infiniteListMachine } from './machines/infinite-list.machine';
import { likeMachine } from './machines/like.machine';
import type { ReactionsApi } from './reactions-api.port';

export interface ArticlePorts {
  readonly articlesApi: ArticlesApi;
  readonly commentsApi: CommentsApi;
  readonly reactionsApi: ReactionsApi;
  readonly editorsApi: EditorsApi;
  readonly consultationApi: ConsultationApi;
}

const runComment = (api: CommentsApi, op: CommentOperation & { articleId: number }) => {
  switch (op.kind) {
    case 'create':
      return api.create(op.articleId, op.content);
    case 'edit':
      return api.edit(op.articleId, op.commentId, op.content);
    case 'reply':
      return api.reply(op.articleId, op.parentId, op.content, op.mentionedUserId);
    case 'delete':
      return api.remove(op.articleId, op.commentId);
  }
};

/** The article machines with their actors filled from ports; every successful write refreshes all queries. */
export const provideArticleMachines = (ports: ArticlePorts, queryClient: QueryClient) => {
  // Spec section 7: after any successful mutation every cached query refreshes.
  const refresh = () => {
    void queryClient.invalidateQueries();
  };
  return {
    likeMachine: likeMachine.provide({
      actors: {
        sendLike: fromEffect(({ kind, id }: { kind: 'article' | 'comment'; id: number }) =>
          kind === 'article' ? ports.reactionsApi.likeArticle(id) : ports.reactionsApi.likeComment(id),
        ),
      },
      actions: { refresh },
    }),
    followMachine: followMachine.provide({
      actors: {
        sendFollow: fromEffect(({ targetId }: { targetId: number }) => ports.reactionsApi.follow(targetId)),
      },
      actions: { refresh },
    }),
    commentThreadMachine: commentThreadMachine.provide({
      actors: {
        submitComment: fromEffect((op: CommentOperation & { articleId: number }) =>
          runComment(ports.commentsApi, op),
        ),
      },
      actions: { refresh },
    }),
    consultationMachine: consultationMachine.provide({
      actors: {
        sendConsultation: fromEffect((request: ConsultationRequest) =>
          ports.consultationApi.request(request),
        ),
      },
      actions: { refresh },
    }),
    // Pages go through the query cache (stale 60 s), so coming back to the list is instant.
    infiniteListMachine: infiniteListMachine.provide({
      actors: {
        fetchPage: fromPromise<ArticlePage, ArticlePageRequest>(({ input }) =>
          queryClient.fetchQuery({
            queryKey: queryKeys.articlePage(input.params, input.page, input.cursor ?? null),
            queryFn: ({ signal }) => Effect.runPromise(ports.articlesApi.page(input), { signal }),
          }),
        ),
      },
    }),
  };
};

export type ArticleMachines = ReturnType<typeof provideArticleMachines>;

/** What the article pages need: the ports (for queries) and the provided machines. */
export interface ArticleServices extends ArticlePorts {
  readonly machines: ArticleMachines;
}
