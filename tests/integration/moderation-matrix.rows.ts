import { MODERATION_OPERATIONS as MOD } from '../../src/contract/moderation.operations';
import { operationPath } from '../../src/contract/operation';
import { paths } from '../../src/domain/paths';
import { boardBody, FREE_BOARD } from './helpers/boards.fixtures';
import { ADMIN_MUTATION_ROWS, type MatrixRow } from './helpers/admin-matrix';

/** A free-board post (id 1 after the case's reset) and, when asked, a 권리침해 신고 on it (case 1). */
const preparePost =
  (withCase: boolean): NonNullable<MatrixRow['prepare']> =>
  async (_cast, asAdmin) => {
    const post = await asAdmin('POST', FREE_BOARD.paths.create, boardBody(FREE_BOARD));
    if (post.status !== 201) throw new Error(`post for the matrix: ${post.status}`);
    if (!withCase) return;
    const filed = await asAdmin('POST', MOD.request.path, {
      name: '김신청',
      email: 'requester@example.com',
      url: paths.postDetail(1),
      reason: '초상권 침해',
    });
    if (filed.status !== 201) throw new Error(`takedown for the matrix: ${filed.status}`);
  };

/** The moderation queue's and 임시조치's mutations (issue 22): MODERATOR and ADMIN; the request: anyone. */
ADMIN_MUTATION_ROWS.push(
  {
    name: 'queue decision: dismiss the reports on a member',
    op: MOD.decide,
    path: () => MOD.decide.path,
    body: ({ author }) => ({ targetKind: 'user', targetId: author.id, decision: 'DISMISS' }),
    allowed: ['MODERATOR', 'ADMIN'],
  },
  {
    name: 'queue decision: warn a member',
    op: MOD.decide,
    path: () => MOD.decide.path,
    body: ({ author }) => ({ targetKind: 'user', targetId: author.id, decision: 'WARN', note: '욕설 자제' }),
    allowed: ['MODERATOR', 'ADMIN'],
  },
  {
    name: 'queue decision: hide a post',
    op: MOD.decide,
    path: () => MOD.decide.path,
    prepare: preparePost(false),
    body: () => ({ targetKind: 'post', targetId: 1, decision: 'HIDE', reason: 'SPAM', note: '광고' }),
    allowed: ['MODERATOR', 'ADMIN'],
  },
  {
    name: '임시조치 apply',
    op: MOD.step,
    path: () => operationPath(MOD.step, { id: 1 }),
    prepare: preparePost(true),
    body: () => ({ step: 'apply', days: 30, note: '초상권 침해 주장' }),
    allowed: ['MODERATOR', 'ADMIN'],
  },
  {
    name: '임시조치 reject',
    op: MOD.step,
    path: () => operationPath(MOD.step, { id: 1 }),
    prepare: preparePost(true),
    body: () => ({ step: 'reject' }),
    allowed: ['MODERATOR', 'ADMIN'],
  },
  {
    name: '권리침해 신고 (anyone, even a visitor)',
    op: MOD.request,
    path: () => MOD.request.path,
    prepare: preparePost(false),
    body: () => ({
      name: '김신청',
      email: 'requester@example.com',
      url: paths.postDetail(1),
      reason: '침해',
    }),
    allowed: ['visitor', 'member', 'author', 'MODERATOR', 'ADMIN'],
  },
);
