import type { ProfileApi, ProfileListName, PublicListName } from '../../application/profile/profile-api.port';
import {
  OWN_PROFILE_LISTS,
  PROFILE_OPERATIONS as P,
  PUBLIC_PROFILE_LISTS,
} from '../../contract/profile.operations';
import type { GenericSchema } from 'valibot';
import { pageOfItems } from '../../domain/paging';
import { consultationReplyRefusal, DELETED_MEMBER_NAME, mayReadConsultation } from '../../domain/profile';
import { SERVER_MESSAGES } from '../../domain/server-messages';
import type { Viewer } from '../../domain/viewer';
import { userById } from './fake-counts';
import { profileListPage } from './fake-profile-lists';
import { forbidden, notFound, refuse, type FakeServer } from './fake-server';
import type { FakeConsultation, FakeStore } from './fake-store';

/** Every own list's operation, as the handlers read it (they differ only in their answer). */
type OwnOp = Omit<typeof P.ownArticles, 'response'> & { readonly response: GenericSchema };
type TheirOp = Omit<typeof P.userArticles, 'response'> & { readonly response: GenericSchema };

const OWN: Readonly<Record<ProfileListName, OwnOp>> = OWN_PROFILE_LISTS;
const THEIRS: Readonly<Record<PublicListName, TheirOp>> = PUBLIC_PROFILE_LISTS;

/** One party as the other sees it; a deleted account reads as 탈퇴한 회원. */
const party = (s: FakeStore, id: number) => {
  const user = userById(s, id);
  return user
    ? { id: user.id, name: user.nickname, profileImageUrl: user.profileImageUrl }
    : { id: null, name: DELETED_MEMBER_NAME, profileImageUrl: null };
};

const toConsultation = (s: FakeStore, c: FakeConsultation) => ({
  id: c.id,
  consultationType: c.consultationType,
  message: c.message,
  sender: party(s, c.senderId),
  recipient: party(s, c.recipientId),
  status: c.status,
  answer: c.answer,
  createdAt: c.createdAt.toISOString(),
  answeredAt: c.answeredAt ? c.answeredAt.toISOString() : null,
});

/**
 * Profile lists and the consultation lifecycle on the fake store (server: the profile and
 * consultation use cases): others' lists answer hidden ones empty; only the two parties read a
 * consultation; only its recipient answers or declines it, once, and the sender is notified.
 */
export const createFakeProfileApi = (fake: FakeServer): ProfileApi => {
  const s = fake.store;
  const consultationFor = (id: number, actor: NonNullable<Viewer>) => {
    const c = s.consultations.find((x) => x.id === id);
    if (!c) return notFound(SERVER_MESSAGES.consultationNotFound);
    if (!mayReadConsultation(c, actor.id)) return forbidden();
    return c;
  };
  const reply = (id: number, actor: NonNullable<Viewer>, answer: string | null) => {
    const c = consultationFor(id, actor);
    const refusal = consultationReplyRefusal(c, actor.id);
    if (refusal === 'forbidden') return forbidden();
    if (refusal === 'closed') return refuse(409, SERVER_MESSAGES.consultationClosed);
    c.status = answer === null ? 'DECLINED' : 'ANSWERED';
    c.answer = answer;
    c.answeredAt = fake.now();
    fake.notifier.notify({
      type: answer === null ? 'CONSULTATION_DECLINED' : 'CONSULTATION_ANSWERED',
      actorId: actor.id,
      recipientId: c.senderId,
    });
    return toConsultation(s, c);
  };
  return {
    ownList: (list, paging) =>
      fake.call<OwnOp>(OWN[list], { query: { ...paging } }, ({ actor, query }) => {
        const owner = userById(s, actor.id);
        if (!owner) return refuse(401, SERVER_MESSAGES.unauthorized);
        return profileListPage(s, owner, list, actor, query.page, query.size);
      }) as never,
    userList: (userId, list, paging) =>
      fake.call<TheirOp>(
        THEIRS[list],
        { params: { id: userId }, query: { ...paging } },
        ({ actor, params, query }) => {
          const owner = userById(s, params.id);
          if (!owner) return notFound(SERVER_MESSAGES.userNotFound);
          return profileListPage(s, owner, list, actor, query.page, query.size);
        },
      ) as never,
    consultations: (userId, box, paging) =>
      fake.call(
        P.consultations,
        { params: { id: userId }, query: { box, ...paging } },
        ({ actor, params, query }) => {
          // Theirs alone: anyone else's box is 403, whether or not that member exists.
          if (actor.id !== params.id) return forbidden();
          const mine = s.consultations
            .filter((c) => (query.box === 'sent' ? c.senderId : c.recipientId) === actor.id)
            .sort((x, y) => y.id - x.id)
            .map((c) => toConsultation(s, c));
          return pageOfItems(mine, query.page, query.size);
        },
      ),
    consultation: (id) =>
      fake.call(P.consultation, { params: { id } }, ({ actor, params }) =>
        toConsultation(s, consultationFor(params.id, actor)),
      ),
    answerConsultation: (id, answer) =>
      fake.call(P.answerConsultation, { params: { id }, body: { answer } }, ({ actor, params, body }) =>
        reply(params.id, actor, body.answer),
      ),
    declineConsultation: (id) =>
      fake.call(P.declineConsultation, { params: { id } }, ({ actor, params }) =>
        reply(params.id, actor, null),
      ),
  };
};
