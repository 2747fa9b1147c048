import * as v from 'valibot';
import { IdParam } from './common';
import { ExportState } from './exports';
import { defineOperations } from './operation';

export const EXPORT_OPERATIONS = defineOperations({
  state: {
    method: 'get',
    path: '/api/user/profile/exports',
    tag: 'user',
    auth: 'required',
    response: ExportState,
  },
  request: {
    method: 'post',
    path: '/api/user/profile/exports',
    tag: 'user',
    auth: 'required',
    response: ExportState,
    status: 202,
    errors: [429],
  },
  download: {
    method: 'get',
    path: '/api/user/profile/exports/{id}',
    tag: 'user',
    auth: 'required',
    params: v.object({ id: IdParam }),
    produces: 'application/zip',
    errors: [403, 404],
  },
});
