import { PROFILE_OPERATIONS as OPS } from '../../src/contract/profile.operations';
import type { ContentDeps } from '../application/content/content-deps';
import type { ProfileDeps } from '../application/profiles/profile-deps';
import {
  changePassword,
  deleteAccount,
  editProfile,
  setListVisibility,
} from '../application/profiles/profile-edit.use-case';
import {
  memberList,
  OTHERS_LISTS as THEIRS,
  OWN_LISTS as OWN,
  ownList,
} from '../application/profiles/profile-lists.use-case';
import {
  listConsultations,
  readConsultation,
  replyToConsultation,
} from '../application/social/consultation.use-case';
import { type Binding, bind } from './binding';

type OwnName = keyof typeof OWN;
type TheirName = keyof typeof THEIRS;

/**
 * Profiles (spec section 7 "Users"): the lists of a profile's tabs, own and others', the visibility
 * toggles, profile and password editing, account deletion and the consultation lifecycle.
 */
export const profileBindings = (profiles: ProfileDeps, d: ContentDeps): Binding[] => [
  ...(Object.keys(OWN) as OwnName[]).map((name) =>
    bind(OPS[name], ({ actor, query }) => ownList(profiles, OWN[name], actor, query)),
  ),
  ...(Object.keys(THEIRS) as TheirName[]).map((name) =>
    bind(OPS[name], ({ actor, params, query }) =>
      memberList(profiles, THEIRS[name], actor, params.id, query),
    ),
  ),
  bind(OPS.commentVisibility, ({ actor, body }) =>
    setListVisibility(profiles, actor, 'comment', body.visible),
  ),
  bind(OPS.likedBoardPostVisibility, ({ actor, body }) =>
    setListVisibility(profiles, actor, 'liked-board-post', body.visible),
  ),
  bind(OPS.likedArticleVisibility, ({ actor, body }) =>
    setListVisibility(profiles, actor, 'liked-article', body.visible),
  ),
  bind(OPS.boardPostVisibility, ({ actor, body }) =>
    setListVisibility(profiles, actor, 'board-post', body.visible),
  ),
  bind(OPS.boardCommentVisibility, ({ actor, body }) =>
    setListVisibility(profiles, actor, 'board-comment', body.visible),
  ),
  bind(OPS.editProfile, ({ actor, body }) => editProfile(profiles, actor, body)),
  bind(OPS.changePassword, ({ actor, body }) => changePassword(profiles, actor, body)),
  bind(OPS.deleteAccount, ({ actor, body }) => deleteAccount(profiles, actor, body)),
  bind(OPS.consultations, ({ actor, params, query }) => listConsultations(d, actor, params.id, query)),
  bind(OPS.consultation, ({ actor, params }) => readConsultation(d, actor, params.id)),
  bind(OPS.answerConsultation, ({ actor, params, body }) =>
    replyToConsultation(d, actor, params.id, { status: 'ANSWERED', answer: body.answer }),
  ),
  bind(OPS.declineConsultation, ({ actor, params }) =>
    replyToConsultation(d, actor, params.id, { status: 'DECLINED', answer: null }),
  ),
];
