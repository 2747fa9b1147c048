import { SOCIAL_OPERATIONS as OPS } from '../../../../src/contract/social.operations';
import { requestConsultation } from '../../../application/social/consultation.use-case';
import { popularEditors, toggleFollow } from '../../../application/social/follow.use-case';
import { socialRepository } from '../../db/social.repository';
import type { AppDeps } from '../deps';
import { routesOf, serve } from '../operation-routes';
import { notifierOf } from './notifier';

/** Spec section 7 "Users": follow, popular editors, consultation. */
export const socialRoutes = (deps: AppDeps) => {
  const social = socialRepository(deps.db);
  const notifier = notifierOf(deps);
  return routesOf([
    serve(OPS.popularEditors, ({ actor }) => popularEditors(social, actor)),
    serve(OPS.follow, ({ actor, params }) => toggleFollow(social, actor, params.id, notifier)),
    serve(OPS.consultation, ({ actor, body }) =>
      requestConsultation(social, actor, body, deps.clock(), notifier),
    ),
  ]);
};
