import type { Operation } from '../../../../src/contract/operation';
import { jsonSchemaOf } from './openapi-document';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const code = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const schemaBlock = (label: string, json: unknown) =>
  `<details><summary>${label}</summary><pre>${escapeHtml(JSON.stringify(json, null, 2))}</pre></details>`;

const AUTH_LABEL = { none: 'no token', optional: 'token optional', required: 'token required' } as const;

const operationHtml = (op: Operation) => {
  const id = `${op.method}-${op.path}`.replace(/[^A-Za-z0-9]+/g, '-');
  const parts = [
    op.params ? schemaBlock('Path parameters', jsonSchemaOf(op.params, 'input')) : '',
    op.query ? schemaBlock('Query parameters', jsonSchemaOf(op.query, 'input')) : '',
    op.body ? schemaBlock('Request body', jsonSchemaOf(op.body, 'input')) : '',
    op.response ? schemaBlock(`Response ${op.status ?? 200}`, jsonSchemaOf(op.response, 'output')) : '',
  ].join('');
  const errors = op.errors?.length ? `<p class="errors">Errors: ${op.errors.join(', ')}</p>` : '';
  return `<section class="op" id="${id}"><h3><span class="method ${op.method}">${op.method.toUpperCase()}</span> <code>${escapeHtml(op.path)}</code> <span class="auth">${AUTH_LABEL[op.auth]}</span></h3><p>${code(op.summary ?? '')}</p>${errors}${parts}</section>`;
};

/** The /api/docs page: plain HTML and one stylesheet, no script (the CSP allows none inline anyway). */
export const docsPage = (operations: readonly Operation[]) => {
  const tags = [...new Set(operations.map((op) => op.tag))];
  const toc = tags.map((tag) => `<li><a href="#tag-${tag}">${escapeHtml(tag)}</a></li>`).join('');
  const body = tags
    .map(
      (tag) =>
        `<h2 id="tag-${tag}">${escapeHtml(tag)}</h2>${operations
          .filter((op) => op.tag === tag)
          .map(operationHtml)
          .join('')}`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Kickoff API reference</title><link rel="stylesheet" href="/api/docs.css"></head><body><header><h1>Kickoff API reference</h1><p>Bearer tokens in <code>Authorization</code>. Every error body is <code>{ message, detailedMessage?, errors?: [{ field, reason }] }</code>; a missing, expired or forged token gives 401 with message <code>Unauthorized</code>; a body over its operation's limit (1 MB of JSON, an upload its own) gives 413; a method a path does not take gives 405 with <code>Allow</code>. Machine-readable: <a href="/api/openapi.json">openapi.json</a>.</p><nav><ul>${toc}</ul></nav></header><main>${body}</main></body></html>`;
};

export const DOCS_CSS = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:24px;color:#1b1f24}
h1{margin:0 0 8px}h2{margin-top:40px;border-bottom:1px solid #d0d7de;text-transform:capitalize}
nav ul{display:flex;gap:12px;list-style:none;padding:0;flex-wrap:wrap}
.op{border:1px solid #d0d7de;border-radius:8px;padding:8px 16px;margin:12px 0}
.op h3{font-size:16px;margin:8px 0;display:flex;gap:8px;align-items:center;flex-wrap:wrap}
.method{font:700 12px monospace;padding:2px 8px;border-radius:4px;color:#fff;background:#57606a}
.get{background:#0969da}.post{background:#1a7f37}.patch{background:#9a6700}.put{background:#8250df}.delete{background:#cf222e}
.auth{font-size:12px;font-weight:400;color:#57606a}.errors{color:#57606a;font-size:13px}
pre{background:#f6f8fa;padding:12px;border-radius:6px;overflow:auto;font-size:12px}
code{font-family:ui-monospace,monospace;font-size:13px}summary{cursor:pointer;margin:4px 0}`;
