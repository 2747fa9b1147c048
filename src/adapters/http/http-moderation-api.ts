import type { ModerationApi } from '../../application/moderation/moderation-api.port';
import { MODERATION_OPERATIONS as OPS } from '../../contract/moderation.operations';
import type { HttpClient } from './http-client';

export const createHttpModerationApi = (http: HttpClient): ModerationApi => ({
  queue: (view, page, size) => http.call(OPS.queue, { query: { view, page, size } }),
  decide: (request) => http.call(OPS.decide, { body: request }),
  cases: (page, size) => http.call(OPS.cases, { query: { page, size } }),
  step: (id, request) => http.call(OPS.step, { params: { id }, body: request }),
  request: (request) => http.call(OPS.request, { body: request }),
  myCase: (id) => http.call(OPS.mine, { params: { id } }),
  object: (id, request) => http.call(OPS.object, { params: { id }, body: request }),
});
