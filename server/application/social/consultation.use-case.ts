import { Effect } from 'effect';
import { seoulDateKey } from '../../../src/domain/relative-time';
import { ARTICLE_INPUT_TEXT as T } from '../../../src/domain/text/articles-server';
import type { Viewer } from '../../../src/domain/viewer';
import type { SocialRepository } from '../../ports/social.port';
import type { Notifier } from '../../ports/notifications.port';
import { BadRequest, NotFound } from '../errors';
import { notifyWith } from '../notifications/notify.use-case';

/** The exact 400 message of spec section 5. */
export const DAILY_LIMIT = 'Only one consultation per day to the same user';

export type ConsultationInput = { recipientId: number; consultationType: string; message: string };

/**
 * POST /api/user/consultation. One request per sender, recipient and day in Asia/Seoul: the database's
 * unique key decides, so concurrent identical requests cannot both pass a check-then-insert.
 */
export const requestConsultation = (
  social: SocialRepository,
  actor: NonNullable<Viewer>,
  input: ConsultationInput,
  now: Date,
  notifier?: Notifier,
) =>
  Effect.gen(function* () {
    if (input.recipientId === actor.id) {
      return yield* new BadRequest({
        message: 'Bad Request',
        errors: [{ field: 'recipientId', reason: T.consultationSelf }],
      });
    }
    if ((yield* social.userRole(input.recipientId)) === null)
      return yield* new NotFound({ message: 'User Not Found' });
    const outcome = yield* social.insertConsultation({
      senderId: actor.id,
      recipientId: input.recipientId,
      type: input.consultationType,
      message: input.message,
      seoulDate: seoulDateKey(now),
      now,
    });
    if (outcome === 'duplicate') return yield* new BadRequest({ message: DAILY_LIMIT });
    yield* notifyWith(notifier, { type: 'CONSULTATION', actorId: actor.id, recipientId: input.recipientId });
  });
