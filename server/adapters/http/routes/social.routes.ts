import { SOCIAL_OPERATIONS as OPS } from '../../../../src/contract/social.operations';
import { requestConsultation } from '../../../application/social/consultation.use-case';
import { popularEditors, toggleFollow } from '../../../application/social/follow.use-case';
import type { AppDeps } from '../deps';
import { routesOf, serve } from '../operation-routes';
import { contentDeps } from './content-area';

/** Spec section 7 "Users": follow, popular editors, consultation. */
export const socialRoutes = (deps: AppDeps) => {
  const d = contentDeps(deps);
  return routesOf([
    serve(OPS.popularEditors, ({ actor }) => popularEditors(d, actor)),
    serve(OPS.follow, ({ actor, params }) => toggleFollow(d, actor, params.id)),
    serve(OPS.consultation, ({ actor, body }) => requestConsultation(d, actor, body)),
  ]);
};
