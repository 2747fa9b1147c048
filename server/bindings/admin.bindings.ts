import { ADMIN_OPERATIONS as ADMIN } from '../../src/contract/admin.operations';
import {
  type AdminDeps,
  changeMemberRole,
  liftSuspension,
  listAudit,
  listMembers,
  suspendMember,
  warnMember,
} from '../application/moderation/members.use-case';
import { type Binding, bind } from './binding';

/** The admin console's members and audit log (issue 22). */
export const adminBindings = (deps: AdminDeps): Binding[] => [
  bind(ADMIN.members, ({ actor, query }) => listMembers(deps, actor, query)),
  bind(ADMIN.suspend, ({ actor, params, body }) => suspendMember(deps, actor, params.id, body)),
  bind(ADMIN.lift, ({ actor, params }) => liftSuspension(deps, actor, params.id)),
  bind(ADMIN.warn, ({ actor, params, body }) => warnMember(deps, actor, params.id, body)),
  bind(ADMIN.role, ({ actor, params, body }) => changeMemberRole(deps, actor, params.id, body)),
  bind(ADMIN.audit, ({ actor, query }) => listAudit(deps, actor, query)),
];
