import { Hono } from 'hono';
import { ConsultationRequest } from '../../../../src/contract/articles';
import { requestConsultation } from '../../../application/social/consultation.use-case';
import { popularEditors, toggleFollow } from '../../../application/social/follow.use-case';
import { socialRepository } from '../../db/social.repository';
import { requireActor } from '../auth.middleware';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../env';
import { respond } from '../run';
import { validateJson, validateParam } from '../validate';
import { IdParams, signedIn } from './articles-area';
import { notifierOf } from './notifier';

/**
 * Spec section 7 "Users": follow, popular editors, consultation. The literal paths cannot be shadowed by
 * GET /api/user/{id}, whose pattern takes digits only.
 */
export const socialRoutes = (deps: AppDeps) => {
  const social = socialRepository(deps.db);
  const notifier = notifierOf(deps);
  return new Hono<AppEnv>()
    .get('/user/popular-editors', (c) => respond(c, popularEditors(social, c.get('actor'))))
    .patch('/user/:id{[0-9]+}/follow', signedIn, validateParam(IdParams), (c) =>
      respond(c, toggleFollow(social, requireActor(c), c.req.valid('param').id, notifier)),
    )
    .post('/user/consultation', signedIn, validateJson(ConsultationRequest), (c) =>
      respond(
        c,
        requestConsultation(social, requireActor(c), c.req.valid('json'), deps.clock(), notifier),
        204,
      ),
    );
};
