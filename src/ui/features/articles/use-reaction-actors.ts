import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { FollowMachine } from '../../../application/articles/machines/follow.machine';
import type { LikeInput, LikeMachine } from '../../../application/articles/machines/like.machine';
import { provideFollowMachine, provideLikeMachine } from '../../../application/articles/provide-reactions';
import { useArticleMachine } from './use-article-machine';
import { useNotices } from './use-notices';

export type LikeActor = ActorRefFrom<LikeMachine>;
export type FollowActor = ActorRefFrom<FollowMachine>;

/** A like machine for one article or comment, kept in step with fresh server data. */
export const useLikeActor = (input: LikeInput): LikeActor => {
  const actor = useActorRef(useArticleMachine(provideLikeMachine), { input });
  useNotices(actor);
  const { liked, count } = input;
  useEffect(() => {
    actor.send({ type: 'like.sync', liked, count });
  }, [actor, liked, count]);
  return actor;
};

/** A follow machine for one user, kept in step with fresh server data. */
export const useFollowActor = (targetId: number, following: boolean): FollowActor => {
  const actor = useActorRef(useArticleMachine(provideFollowMachine), {
    input: { targetId, following },
  });
  useNotices(actor);
  useEffect(() => {
    actor.send({ type: 'follow.sync', following });
  }, [actor, following]);
  return actor;
};
