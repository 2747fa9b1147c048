import * as v from 'valibot';
import { IdParam } from './common';
import {
  DecisionRequest,
  MyTakedown,
  ObjectionRequest,
  QueuePage,
  QueueQuery,
  TakedownCasePage,
  TakedownCasesQuery,
  TakedownCreated,
  TakedownRequest,
  TakedownStepRequest,
} from './moderation';
import { defineOperations } from './operation';

const caseId = v.object({ id: IdParam });

/** The moderation queue and 임시조치 (issue 22): the console's for MODERATOR and ADMIN, the request for anyone. */
export const MODERATION_OPERATIONS = defineOperations({
  queue: {
    method: 'get',
    path: '/api/admin/reports',
    tag: 'admin',
    auth: 'required',
    query: QueueQuery,
    response: QueuePage,
    errors: [400, 403],
  },
  decide: {
    method: 'post',
    path: '/api/admin/reports/decision',
    tag: 'admin',
    auth: 'required',
    body: DecisionRequest,
    errors: [400, 403, 404],
  },
  cases: {
    method: 'get',
    path: '/api/admin/takedowns',
    tag: 'admin',
    auth: 'required',
    query: TakedownCasesQuery,
    response: TakedownCasePage,
    errors: [400, 403],
  },
  step: {
    method: 'post',
    path: '/api/admin/takedowns/{id}/step',
    tag: 'admin',
    auth: 'required',
    params: caseId,
    body: TakedownStepRequest,
    errors: [400, 403, 404, 409],
  },
  request: {
    method: 'post',
    path: '/api/takedowns',
    tag: 'reports',
    auth: 'optional',
    body: TakedownRequest,
    response: TakedownCreated,
    status: 201,
    errors: [400],
    rateLimit: 'takedown',
  },
  mine: {
    method: 'get',
    path: '/api/takedowns/{id}',
    tag: 'reports',
    auth: 'required',
    params: caseId,
    response: MyTakedown,
    errors: [404],
  },
  object: {
    method: 'post',
    path: '/api/takedowns/{id}/objection',
    tag: 'reports',
    auth: 'required',
    params: caseId,
    body: ObjectionRequest,
    errors: [400, 404, 409],
  },
});
