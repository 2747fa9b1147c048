import type { AdminApi } from '../../application/admin/admin-api.port';
import { ADMIN_OPERATIONS as OPS } from '../../contract/admin.operations';
import type { HttpClient } from './http-client';

export const createHttpAdminApi = (http: HttpClient): AdminApi => ({
  members: (q, page, size) => http.call(OPS.members, { query: { q, page, size } }),
  suspend: (id, request) => http.call(OPS.suspend, { params: { id }, body: request }),
  lift: (id) => http.call(OPS.lift, { params: { id } }),
  warn: (id, reason) => http.call(OPS.warn, { params: { id }, body: { reason } }),
  setRole: (id, request) => http.call(OPS.role, { params: { id }, body: request }),
  audit: (filter, page, size) => http.call(OPS.audit, { query: { ...filter, page, size } }),
});
