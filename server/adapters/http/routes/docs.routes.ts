import { API_OPERATIONS } from '../../../../src/contract/api';
import { COMMON_OPERATIONS as OPS } from '../../../../src/contract/common.operations';
import { sendText } from '../compress';
import type { AppDeps } from '../deps';
import { DOCS_CSS, docsPage } from '../openapi/docs-page';
import { openApiDocument } from '../openapi/openapi-document';
import { routesOf, serveRaw } from '../operation-routes';

/** The generated API reference: built once, on first request. */
export const docsRoutes = (deps: AppDeps) => {
  let document: string | undefined;
  let page: string | undefined;
  return routesOf([
    serveRaw(OPS.openapi, ({ c }) => {
      document ??= JSON.stringify(
        openApiDocument(API_OPERATIONS, { version: '0.1.0', serverUrl: deps.config.publicUrl }),
      );
      return sendText(c, document, 'application/json; charset=utf-8');
    }),
    serveRaw(OPS.docs, ({ c }) => {
      page ??= docsPage(API_OPERATIONS);
      return sendText(c, page, 'text/html; charset=utf-8');
    }),
    serveRaw(OPS.docsCss, ({ c }) => c.body(DOCS_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' })),
  ]);
};
