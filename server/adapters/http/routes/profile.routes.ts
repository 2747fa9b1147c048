import { join } from 'node:path';
import { PROFILE_OPERATIONS as OPS } from '../../../../src/contract/profile.operations';
import type { ProfileDeps } from '../../../application/profiles/profile-deps';
import {
  changePassword,
  deleteAccount,
  editProfile,
  setListVisibility,
} from '../../../application/profiles/profile-edit.use-case';
import {
  memberList,
  OTHERS_LISTS as THEIRS,
  OWN_LISTS as OWN,
  ownList,
} from '../../../application/profiles/profile-lists.use-case';
import {
  listConsultations,
  readConsultation,
  replyToConsultation,
} from '../../../application/social/consultation.use-case';
import { accountsRepository } from '../../db/accounts.repository';
import { localImageStore } from '../../storage/local-image-store';
import type { AppDeps } from '../deps';
import { routesOf, serve } from '../operation-routes';
import { contentDeps } from './content-area';

/**
 * Profiles (spec section 7 "Users"): the lists of a profile's tabs, own and others', the visibility
 * toggles, profile and password editing, account deletion and the consultation lifecycle.
 */
export const profileRoutes = (deps: AppDeps) => {
  const d = contentDeps(deps);
  const profiles: ProfileDeps = {
    uow: d.uow,
    accounts: accountsRepository(deps.db),
    hasher: deps.hasher,
    tokens: deps.jwt.issuer,
    images: localImageStore(join(deps.config.dataDir, 'images'), deps.config.imageBaseUrl),
    clock: deps.clock,
  };
  return routesOf([
    serve(OPS.ownLikedArticles, ({ actor, query }) => ownList(profiles, OWN.ownLikedArticles, actor, query)),
    serve(OPS.ownArticles, ({ actor, query }) => ownList(profiles, OWN.ownArticles, actor, query)),
    serve(OPS.ownArticleComments, ({ actor, query }) =>
      ownList(profiles, OWN.ownArticleComments, actor, query),
    ),
    serve(OPS.ownPosts, ({ actor, query }) => ownList(profiles, OWN.ownPosts, actor, query)),
    serve(OPS.ownLikedPosts, ({ actor, query }) => ownList(profiles, OWN.ownLikedPosts, actor, query)),
    serve(OPS.ownPostComments, ({ actor, query }) => ownList(profiles, OWN.ownPostComments, actor, query)),
    serve(OPS.ownQnaPosts, ({ actor, query }) => ownList(profiles, OWN.ownQnaPosts, actor, query)),
    serve(OPS.ownLikedQnaPosts, ({ actor, query }) => ownList(profiles, OWN.ownLikedQnaPosts, actor, query)),
    serve(OPS.ownQnaComments, ({ actor, query }) => ownList(profiles, OWN.ownQnaComments, actor, query)),

    serve(OPS.userArticles, ({ actor, params, query }) =>
      memberList(profiles, THEIRS.userArticles, actor, params.id, query),
    ),
    serve(OPS.userLikedArticles, ({ actor, params, query }) =>
      memberList(profiles, THEIRS.userLikedArticles, actor, params.id, query),
    ),
    serve(OPS.userArticleComments, ({ actor, params, query }) =>
      memberList(profiles, THEIRS.userArticleComments, actor, params.id, query),
    ),
    serve(OPS.userPosts, ({ actor, params, query }) =>
      memberList(profiles, THEIRS.userPosts, actor, params.id, query),
    ),
    serve(OPS.userLikedPosts, ({ actor, params, query }) =>
      memberList(profiles, THEIRS.userLikedPosts, actor, params.id, query),
    ),
    serve(OPS.userPostComments, ({ actor, params, query }) =>
      memberList(profiles, THEIRS.userPostComments, actor, params.id, query),
    ),

    serve(OPS.commentVisibility, ({ actor, body }) =>
      setListVisibility(profiles, actor, 'comment', body.visible),
    ),
    serve(OPS.likedBoardPostVisibility, ({ actor, body }) =>
      setListVisibility(profiles, actor, 'liked-board-post', body.visible),
    ),
    serve(OPS.likedArticleVisibility, ({ actor, body }) =>
      setListVisibility(profiles, actor, 'liked-article', body.visible),
    ),
    serve(OPS.boardPostVisibility, ({ actor, body }) =>
      setListVisibility(profiles, actor, 'board-post', body.visible),
    ),
    serve(OPS.boardCommentVisibility, ({ actor, body }) =>
      setListVisibility(profiles, actor, 'board-comment', body.visible),
    ),

    serve(OPS.editProfile, ({ actor, body }) => editProfile(profiles, actor, body)),
    serve(OPS.changePassword, ({ actor, body }) => changePassword(profiles, actor, body)),
    serve(OPS.deleteAccount, ({ actor, body }) => deleteAccount(profiles, actor, body)),

    serve(OPS.consultations, ({ actor, params, query }) => listConsultations(d, actor, params.id, query)),
    serve(OPS.consultation, ({ actor, params }) => readConsultation(d, actor, params.id)),
    serve(OPS.answerConsultation, ({ actor, params, body }) =>
      replyToConsultation(d, actor, params.id, { status: 'ANSWERED', answer: body.answer }),
    ),
    serve(OPS.declineConsultation, ({ actor, params }) =>
      replyToConsultation(d, actor, params.id, { status: 'DECLINED', answer: null }),
    ),
  ]);
};
