import { fromEffect } from '../effect-actor';
import { followMachine } from './follow.machine';
import { likeMachine } from './like.machine';
import type { LikeTarget, ReactionsApi } from './reactions-api.port';

export interface ReactionPorts {
  readonly reactionsApi: ReactionsApi;
  /** Spec section 7: after a successful mutation every cached query refreshes. */
  readonly refresh: () => void;
}

/** The like machine (items of every kind and their comments) with its actor from the reactions port. */
export const provideLikeMachine = (ports: ReactionPorts) =>
  likeMachine.provide({
    actors: { sendLike: fromEffect((target: LikeTarget) => ports.reactionsApi.like(target)) },
    actions: { refresh: ports.refresh },
  });

/** The follow machine with its actor filled from the reactions port. */
export const provideFollowMachine = (ports: ReactionPorts) =>
  followMachine.provide({
    actors: {
      sendFollow: fromEffect(({ targetId }: { targetId: number }) => ports.reactionsApi.follow(targetId)),
    },
    actions: { refresh: ports.refresh },
  });
