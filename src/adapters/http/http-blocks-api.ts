import type { BlocksApi } from '../../application/blocks/blocks-api.port';
import { BLOCK_OPERATIONS as OPS } from '../../contract/blocks.operations';
import type { HttpClient } from './http-client';

export const createHttpBlocksApi = (http: HttpClient): BlocksApi => ({
  block: (request) => http.call(OPS.create, { body: request }),
  mine: (page, size) => http.call(OPS.mine, { query: { page, size } }),
  unblock: (id) => http.call(OPS.remove, { params: { id } }),
  reveal: (request) => http.call(OPS.reveal, { query: request }),
});
