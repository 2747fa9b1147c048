import { fromEffect } from '../effect-actor';
import { followMachine } from './machines/follow.machine';
import { likeMachine } from './machines/like.machine';
import { type ArticleServices, refreshAllQueries } from './provide-articles';

/** The like machine (articles and comments) with its actor filled from the reactions port. */
export const provideLikeMachine = (articles: ArticleServices) =>
  likeMachine.provide({
    actors: {
      sendLike: fromEffect(({ kind, id }: { kind: 'article' | 'comment'; id: number }) =>
        kind === 'article' ? articles.reactionsApi.likeArticle(id) : articles.reactionsApi.likeComment(id),
      ),
    },
    actions: { refresh: refreshAllQueries(articles) },
  });

/** The follow machine with its actor filled from the reactions port. */
export const provideFollowMachine = (articles: ArticleServices) =>
  followMachine.provide({
    actors: {
      sendFollow: fromEffect(({ targetId }: { targetId: number }) => articles.reactionsApi.follow(targetId)),
    },
    actions: { refresh: refreshAllQueries(articles) },
  });
