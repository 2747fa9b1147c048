import { Effect } from 'effect';
import { DEFAULT_CONSULTATION_TYPE, isConsultationType } from '../../../src/domain/catalog';
import { pageInfoOf } from '../../../src/domain/paging';
import {
  type ConsultationBox,
  consultationReplyRefusal,
  DELETED_MEMBER_NAME,
  mayReadConsultation,
} from '../../../src/domain/profile';
import { ageBandOf, mayReceiveConsultation } from '../../../src/domain/minors';
import { seoulDateKey } from '../../../src/domain/relative-time';
import { SERVER_MESSAGES } from '../../../src/domain/server-messages';
import { BLOCK_TEXT } from '../../../src/domain/text/blocks';
import { CONTENT_INPUT_TEXT as T } from '../../../src/domain/text/content-input';
import { SERVER_MESSAGE_TEXT } from '../../../src/domain/text/errors';
import type { Viewer } from '../../../src/domain/viewer';
import type { ConsultationPartyRecord, ConsultationRecord } from '../../ports/consultations.port';
import type { PageRequest } from '../../ports/content.port';
import { BadRequest, Conflict, Forbidden, NotFound } from '../errors';
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
        // Nobody may send a member under 14 a consultation request (issue 23).
        const recipient = yield* stores.profiles.owner(input.recipientId);
        if (recipient && !mayReceiveConsultation(ageBandOf(recipient.birthDate, now)))
          return yield* new BadRequest({
            message: SERVER_MESSAGES.consultationToChild,
            errors: [
              { field: 'recipientId', reason: SERVER_MESSAGE_TEXT[SERVER_MESSAGES.consultationToChild] },
            ],
          });
        // A recipient who blocked the sender (issue 22): a neutral refusal that does not say why.
        if (yield* stores.blocks.blocks(input.recipientId, actor.id, 'named'))
          return yield* new BadRequest({
            message: SERVER_MESSAGES.consultationUnavailable,
            detailedMessage: BLOCK_TEXT.consultationUnavailable,
          });
        yield* stores.social
          .insertConsultation({
            senderId: actor.id,
            recipientId: input.recipientId,
            type: input.consultationType,
            message: input.message,
            seoulDate: seoulDateKey(now),
            now,
          })
          .pipe(
            Effect.catchTag('UniqueViolation', () =>
              Effect.fail(new BadRequest({ message: SERVER_MESSAGES.consultationDaily })),
            ),
          );
        yield* deps.notifier.notify(stores, {
          type: 'CONSULTATION',
          actorId: actor.id,
          recipientId: input.recipientId,
        });
      }),
    );
  });

/** One party as the other sees it: a deleted account is 탈퇴한 회원, with no id or picture. */
const partyView = (p: ConsultationPartyRecord) =>
  p.deleted
    ? { id: null, name: DELETED_MEMBER_NAME, profileImageUrl: null }
    : { id: p.id, name: p.nickname, profileImageUrl: p.profileImageUrl };

/** Consultation of the contract. */
const toConsultation = (c: ConsultationRecord) => ({
  id: c.id,
  consultationType: isConsultationType(c.type) ? c.type : DEFAULT_CONSULTATION_TYPE,
  message: c.message,
  sender: partyView(c.sender),
  recipient: partyView(c.recipient),
  status: c.status,
  answer: c.answer,
  createdAt: c.createdAt.toISOString(),
  answeredAt: c.answeredAt ? c.answeredAt.toISOString() : null,
});

const notFound = () => new NotFound({ message: SERVER_MESSAGES.consultationNotFound });

/** GET /api/user/{id}/consultations: a member's received or sent requests, theirs alone (403 to anyone else). */
export const listConsultations = (
  deps: SocialDeps,
  actor: NonNullable<Viewer>,
  userId: number,
  q: PageRequest & { readonly box: ConsultationBox },
) =>
  Effect.gen(function* () {
    if (actor.id !== userId) return yield* new Forbidden({});
    const found = yield* deps.uow.read.consultations.page(userId, q.box, q);
    return { data: found.items.map(toConsultation), pageInfo: pageInfoOf(q.page, q.size, found.total) };
  });

/** GET /api/user/consultation/{id}: to its sender and recipient only. */
export const readConsultation = (deps: SocialDeps, actor: NonNullable<Viewer>, id: number) =>
  Effect.gen(function* () {
    const c = yield* deps.uow.read.consultations.find(id);
    if (!c) return yield* notFound();
    if (!mayReadConsultation(c, actor.id)) return yield* new Forbidden({});
    return toConsultation(c);
  });

/**
 * PATCH …/answer and …/decline: the recipient closes a REQUESTED consultation once
 * (src/domain/profile.ts `consultationReplyRefusal`). The change and the sender's notification are
 * written in one transaction; a parallel second reply finds it closed (409).
 */
export const replyToConsultation = (
  deps: SocialDeps,
  actor: NonNullable<Viewer>,
  id: number,
  outcome: { readonly status: 'ANSWERED' | 'DECLINED'; readonly answer: string | null },
) =>
  deps.uow.transaction((stores) =>
    Effect.gen(function* () {
      const c = yield* stores.consultations.find(id);
      if (!c) return yield* notFound();
      const refusal = consultationReplyRefusal(c, actor.id);
      if (refusal === 'forbidden') return yield* new Forbidden({});
      const closed = new Conflict({ message: SERVER_MESSAGES.consultationClosed });
      if (refusal === 'closed') return yield* closed;
      if (!(yield* stores.consultations.close(id, outcome, deps.clock()))) return yield* closed;
      if (!c.sender.deleted)
        yield* deps.notifier.notify(stores, {
          type: outcome.status === 'ANSWERED' ? 'CONSULTATION_ANSWERED' : 'CONSULTATION_DECLINED',
          actorId: actor.id,
          recipientId: c.senderId,
        });
      const after = yield* stores.consultations.find(id);
      if (!after) return yield* notFound();
      return toConsultation(after);
    }),
  );
