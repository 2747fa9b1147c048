import {
  BlockCreated,
  BlockIdParams,
  BlockPage,
  BlockRequest,
  BlocksQuery,
  Revealed,
  RevealQuery,
} from './blocks';
import { defineOperations } from './operation';

export const BLOCK_OPERATIONS = defineOperations({
  create: {
    method: 'post',
    path: '/api/blocks',
    tag: 'blocks',
    auth: 'required',
    body: BlockRequest,
    response: BlockCreated,
    status: 201,
    errors: [400, 404],
    rateLimit: 'follow',
  },
  mine: {
    method: 'get',
    path: '/api/blocks',
    tag: 'blocks',
    auth: 'required',
    query: BlocksQuery,
    response: BlockPage,
    errors: [400],
  },
  remove: {
    method: 'delete',
    path: '/api/blocks/{id}',
    tag: 'blocks',
    auth: 'required',
    params: BlockIdParams,
    errors: [404],
  },
  reveal: {
    method: 'get',
    path: '/api/blocks/reveal',
    tag: 'blocks',
    auth: 'required',
    query: RevealQuery,
    response: Revealed,
    errors: [400, 404],
  },
});
