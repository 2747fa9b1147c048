import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AppServices } from '../../../application/app-services';
import { refreshAll } from '../../../application/query-client';
import type { FollowMachine } from '../../../application/reactions/follow.machine';
import type { LikeInput, LikeMachine } from '../../../application/reactions/like.machine';
import { provideFollowMachine, provideLikeMachine } from '../../../application/reactions/provide-reactions';
import type { ContentDetail } from '../../../contract/content';
import type { ContentKind } from '../../../domain/content/policy';
import { useNotices } from '../../hooks/use-notices';
import { useProvided } from '../../hooks/use-provided';

export type LikeActor = ActorRefFrom<LikeMachine>;
export type FollowActor = ActorRefFrom<FollowMachine>;

const ports = (s: AppServices) => ({ reactionsApi: s.reactionsApi, refresh: refreshAll(s.queryClient) });
const likeMachine = (s: AppServices) => provideLikeMachine(ports(s));
const followMachine = (s: AppServices) => provideFollowMachine(ports(s));

/** A like machine for one item or comment of any kind, kept in step with fresh server data. */
export const useLikeActor = (input: LikeInput): LikeActor => {
  const actor = useActorRef(useProvided(likeMachine), { input });
  useNotices(actor);
  const { liked, count } = input;
  useEffect(() => {
    actor.send({ type: 'like.sync', liked, count });
  }, [actor, liked, count]);
  return actor;
};

/** The like machine of an item's detail, of any kind. */
export const useContentLikeActor = (
  kind: ContentKind,
  item: Pick<ContentDetail, 'id' | 'liked' | 'likeCount' | 'mine' | 'author'>,
): LikeActor =>
  useLikeActor({
    target: { on: 'content', ref: { kind, id: item.id } },
    liked: item.liked,
    count: item.likeCount,
    owner: { authorId: item.author.authorId, mine: item.mine },
  });

/** A follow machine for one user, kept in step with fresh server data. */
export const useFollowActor = (targetId: number, following: boolean): FollowActor => {
  const actor = useActorRef(useProvided(followMachine), { input: { targetId, following } });
  useNotices(actor);
  useEffect(() => {
    actor.send({ type: 'follow.sync', following });
  }, [actor, following]);
  return actor;
};
