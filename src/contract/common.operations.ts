import * as v from 'valibot';
import { HealthResponse, LiveResponse } from './common';
import { defineOperations } from './operation';

export const COMMON_OPERATIONS = defineOperations({
  health: {
    method: 'get',
    path: '/api/health',
    tag: 'system',
    summary: 'Readiness: answers once the database replies to a query (503 otherwise).',
    auth: 'none',
    response: HealthResponse,
    errors: [503],
  },
  live: {
    method: 'get',
    path: '/api/health/live',
    tag: 'system',
    summary: 'Liveness: the process answers, without touching the database.',
    auth: 'none',
    response: LiveResponse,
  },
  openapi: {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'system',
    summary: 'This API as an OpenAPI 3.1 document.',
    auth: 'none',
    response: v.record(v.string(), v.unknown()),
  },
  docs: {
    method: 'get',
    path: '/api/docs',
    tag: 'system',
    summary: 'A readable reference of every operation and its schemas (HTML).',
    auth: 'none',
    produces: 'text/html',
  },
  docsCss: {
    method: 'get',
    path: '/api/docs.css',
    tag: 'system',
    summary: 'The stylesheet of the reference page.',
    auth: 'none',
    produces: 'text/css',
  },
});
