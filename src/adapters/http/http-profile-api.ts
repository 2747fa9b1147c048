import type { ProfileApi, ProfileListName, PublicListName } from '../../application/profile/profile-api.port';
import type { Operation } from '../../contract/operation';
import {
  OWN_PROFILE_LISTS,
  PROFILE_OPERATIONS as P,
  PUBLIC_PROFILE_LISTS,
} from '../../contract/profile.operations';
import type { HttpClient } from './http-client';

const OWN: Readonly<Record<ProfileListName, Operation>> = OWN_PROFILE_LISTS;
const THEIRS: Readonly<Record<PublicListName, Operation>> = PUBLIC_PROFILE_LISTS;

/** Profile lists and consultations from the profile operation table, answers parsed with its schemas. */
export const createHttpProfileApi = (http: HttpClient): ProfileApi => ({
  // Each table entry's response schema is the page type ProfileListPages names for that list.
  ownList: (list, { page, size }) => http.call(OWN[list], { query: { page, size } }) as never,
  userList: (userId, list, { page, size }) =>
    http.call(THEIRS[list], { params: { id: userId }, query: { page, size } }) as never,
  consultations: (userId, box, { page, size }) =>
    http.call(P.consultations, { params: { id: userId }, query: { box, page, size } }),
  consultation: (id) => http.call(P.consultation, { params: { id } }),
  answerConsultation: (id, answer) => http.call(P.answerConsultation, { params: { id }, body: { answer } }),
  declineConsultation: (id) => http.call(P.declineConsultation, { params: { id } }),
});
