import { ADMIN_OPERATIONS as ADMIN } from '../../src/contract/admin.operations';
import { operationPath } from '../../src/contract/operation';
import { ADMIN_MUTATION_ROWS } from './helpers/admin-matrix';

/** The members console's mutations (issue 22): MODERATOR and ADMIN, roles ADMIN only. */
ADMIN_MUTATION_ROWS.push(
  {
    name: 'suspend',
    op: ADMIN.suspend,
    path: ({ author }) => operationPath(ADMIN.suspend, { id: author.id }),
    body: () => ({ days: 1, reason: '도배' }),
    allowed: ['MODERATOR', 'ADMIN'],
  },
  {
    name: 'lift',
    op: ADMIN.lift,
    path: ({ author }) => operationPath(ADMIN.lift, { id: author.id }),
    prepare: async ({ author }, asAdmin) => {
      const res = await asAdmin('POST', operationPath(ADMIN.suspend, { id: author.id }), {
        days: 7,
        reason: '도배',
      });
      if (res.status !== 201) throw new Error(`suspend for lift: ${res.status}`);
    },
    allowed: ['MODERATOR', 'ADMIN'],
  },
  {
    name: 'warn',
    op: ADMIN.warn,
    path: ({ author }) => operationPath(ADMIN.warn, { id: author.id }),
    body: () => ({ reason: '욕설 자제 부탁드립니다' }),
    allowed: ['MODERATOR', 'ADMIN'],
  },
  {
    name: 'role',
    op: ADMIN.role,
    path: ({ author }) => operationPath(ADMIN.role, { id: author.id }),
    body: () => ({ role: 'EDITOR' }),
    allowed: ['ADMIN'],
  },
);
