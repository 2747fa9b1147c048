import * as v from 'valibot';
import {
  ActiveSuspension,
  AdminMemberPage,
  AdminMembersQuery,
  AuditPage,
  AuditQuery,
  RoleRequest,
  SuspendRequest,
  WarnRequest,
} from './admin';
import { IdParam } from './common';
import { defineOperations } from './operation';

const member = v.object({ id: IdParam });

/** The admin console's members and audit log (issue 22): MODERATOR and ADMIN; roles: ADMIN only. */
export const ADMIN_OPERATIONS = defineOperations({
  members: {
    method: 'get',
    path: '/api/admin/members',
    tag: 'admin',
    auth: 'required',
    query: AdminMembersQuery,
    response: AdminMemberPage,
    errors: [400, 403],
  },
  suspend: {
    method: 'post',
    path: '/api/admin/members/{id}/suspension',
    tag: 'admin',
    auth: 'required',
    params: member,
    body: SuspendRequest,
    response: ActiveSuspension,
    status: 201,
    errors: [400, 403, 404],
  },
  lift: {
    method: 'delete',
    path: '/api/admin/members/{id}/suspension',
    tag: 'admin',
    auth: 'required',
    params: member,
    errors: [403, 404],
  },
  warn: {
    method: 'post',
    path: '/api/admin/members/{id}/warning',
    tag: 'admin',
    auth: 'required',
    params: member,
    body: WarnRequest,
    errors: [400, 403, 404],
  },
  role: {
    method: 'put',
    path: '/api/admin/members/{id}/role',
    tag: 'admin',
    auth: 'required',
    params: member,
    body: RoleRequest,
    errors: [400, 403, 404],
  },
  audit: {
    method: 'get',
    path: '/api/admin/audit',
    tag: 'admin',
    auth: 'required',
    query: AuditQuery,
    response: AuditPage,
    errors: [400, 403],
  },
});
