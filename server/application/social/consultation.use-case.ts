import { Effect } from 'effect';
import { seoulDateKey } from '../../../src/domain/relative-time';
import { SERVER_MESSAGES } from '../../../src/domain/server-messages';
import { CONTENT_INPUT_TEXT as T } from '../../../src/domain/text/content-input';
import type { Viewer } from '../../../src/domain/viewer';
import { BadRequest, NotFound } from '../errors';
import type { SocialDeps } from './follow.use-case';

export type ConsultationInput = { recipientId: number; consultationType: string; message: string };

/**
 * POST /api/user/consultation. One request per sender, recipient and day in Asia/Seoul: the database's
 * unique key decides, so concurrent identical requests cannot both pass a check-then-insert. The
 * request and the recipient's notification are written in one transaction.
 */
export const requestConsultation = (deps: SocialDeps, actor: NonNullable<Viewer>, input: ConsultationInput) =>
  Effect.gen(function* () {
    if (input.recipientId === actor.id) {
      return yield* new BadRequest({
        message: SERVER_MESSAGES.cannotConsultYourself,
        errors: [{ field: 'recipientId', reason: T.consultationSelf }],
      });
    }
    const now = deps.clock();
    return yield* deps.uow.transaction((stores) =>
      Effect.gen(function* () {
        if ((yield* stores.social.userRole(input.recipientId)) === null)
          return yield* new NotFound({ message: SERVER_MESSAGES.userNotFound });
        const outcome = yield* stores.social.insertConsultation({
          senderId: actor.id,
          recipientId: input.recipientId,
          type: input.consultationType,
          message: input.message,
          seoulDate: seoulDateKey(now),
          now,
        });
        if (outcome === 'duplicate')
          return yield* new BadRequest({ message: SERVER_MESSAGES.consultationDaily });
        yield* deps.notifier.notify(stores, {
          type: 'CONSULTATION',
          actorId: actor.id,
          recipientId: input.recipientId,
        });
      }),
    );
  });
