import { Hono } from 'hono';
import { API_OPERATIONS } from '../../../../src/contract/api';
import { sendText } from '../compress';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../env';
import { DOCS_CSS, docsPage } from '../openapi/docs-page';
import { openApiDocument } from '../openapi/openapi-document';

/** The generated API reference: built once, on first request. */
export const docsRoutes = (deps: AppDeps) => {
  let document: string | undefined;
  let page: string | undefined;
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => {
      document ??= JSON.stringify(
        openApiDocument(API_OPERATIONS, { version: '0.1.0', serverUrl: deps.config.publicUrl }),
      );
      return sendText(c, document, 'application/json; charset=utf-8');
    })
    .get('/docs', (c) => {
      page ??= docsPage(API_OPERATIONS);
      return sendText(c, page, 'text/html; charset=utf-8');
    })
    .get('/docs.css', (c) => c.body(DOCS_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
};
