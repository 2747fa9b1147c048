import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import * as v from 'valibot';
import { ErrorBody } from '../../src/contract/common';
import { Notification } from '../../src/contract/notifications';
import type { Operation } from '../../src/contract/operation';
import { serverMessageText } from '../../src/domain/text/errors';
import type { Sent } from './fuzz-client';
import { LEAK } from './hostile-values';

/**
 * What every answer is held to: a status the OpenAPI document declares for the operation, never a 5xx,
 * a body that matches the contract (the operation's response schema for a success, the common error
 * body otherwise, with a Korean reason for bad input), and nothing that names a file of the server or a
 * stack frame.
 */

export type OpenApiDocument = {
  readonly paths: Readonly<Record<string, Readonly<Record<string, { readonly responses: object }>>>>;
};

export const opKey = (op: Pick<Operation, 'method' | 'path'>) => `${op.method.toUpperCase()} ${op.path}`;

/** The statuses the document declares for an operation. */
export const declaredStatuses = (doc: OpenApiDocument, op: Operation): number[] =>
  Object.keys(doc.paths[op.path]?.[op.method]?.responses ?? {}).map(Number);

/** Statuses seen per operation (`METHOD /path`), with how often. */
export class StatusLedger {
  readonly seen = new Map<string, Map<number, number>>();
  record(op: Operation, status: number) {
    const byStatus = this.seen.get(opKey(op)) ?? new Map<number, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    this.seen.set(opKey(op), byStatus);
  }
  statuses(op: Operation): number[] {
    return [...(this.seen.get(opKey(op))?.keys() ?? [])].sort();
  }
}

const HANGUL = /[\uac00-\ud7a3]/;

const firstIssue = (issues: readonly v.BaseIssue<unknown>[]) => {
  const issue = issues[0];
  const path = issue?.path?.map((p) => String(p.key)).join('.') ?? '(root)';
  return `${path}: ${issue?.message ?? '?'}`;
};

const decoded = async (res: Response): Promise<Buffer> => {
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes);
  if (encoding === 'gzip') return gunzipSync(bytes);
  return bytes;
};

/** The first event of a stream (replayed notifications arrive at once), as its JSON data. */
const firstEvent = async (body: ReadableStream<Uint8Array>): Promise<unknown> => {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return undefined;
    text += decoder.decode(value, { stream: true });
    const block = text.split('\n\n').find((b, i, all) => i < all.length - 1 && /^data: /m.test(b));
    const data = block && /^data: (.*)$/m.exec(block)?.[1];
    if (data) return JSON.parse(data);
  }
};

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

/** The problems of one answer (none when it is what the document promises). */
export const checkAnswer = async (doc: OpenApiDocument, op: Operation, sent: Sent): Promise<string[]> => {
  const { res } = sent;
  const problems: string[] = [];
  const { status } = res;
  if (status >= 500) problems.push(`answered ${status}`);
  if (!declaredStatuses(doc, op).includes(status)) problems.push(`status ${status} is not in the document`);
  const type = res.headers.get('content-type') ?? '';
  if (type.startsWith('text/event-stream')) {
    if (sent.replay && res.body) {
      const event = await firstEvent(res.body);
      const parsed = v.safeParse(Notification, event);
      if (!parsed.success)
        problems.push(`replayed event does not match Notification: ${firstIssue(parsed.issues)}`);
    }
    sent.abort();
    if (status !== 200 || op.produces !== 'text/event-stream') problems.push(`stream with status ${status}`);
    return problems;
  }
  const bytes = await decoded(res);
  const text = type.startsWith('image/') ? '' : bytes.toString('utf8');
  const leak = LEAK.exec(text);
  if (leak)
    problems.push(
      `names a file or a stack frame: …${text.slice(Math.max(0, leak.index - 40), leak.index + 60)}…`,
    );
  if (status >= 200 && status < 300) {
    if (status === 204 && bytes.length > 0) problems.push('204 with a body');
    if (op.response && !op.produces) {
      const json = parseJson(text);
      if (!json.ok) problems.push(`${status} body is not JSON`);
      else {
        const parsed = v.safeParse(op.response, json.value);
        if (!parsed.success)
          problems.push(`${status} body does not match the contract: ${firstIssue(parsed.issues)}`);
      }
    } else if (op.produces && status === 200 && !type.startsWith(op.produces.split('/')[0] ?? '')) {
      problems.push(`${status} with content type ${type}, the document says ${op.produces}`);
    }
    return problems;
  }
  if (status >= 300 && status < 400) {
    const location = res.headers.get('location') ?? '';
    if (!/^(\/[^/\\]|https:\/\/)/.test(location)) problems.push(`${status} to ${JSON.stringify(location)}`);
    return problems;
  }
  if (!type.includes('application/json')) {
    problems.push(`${status} with content type ${JSON.stringify(type)}, not the JSON error body`);
    return problems;
  }
  const json = parseJson(text);
  const body = json.ok ? v.safeParse(ErrorBody, json.value) : undefined;
  if (!body?.success) {
    problems.push(`${status} body is not the error body: ${text.slice(0, 120)}`);
    return problems;
  }
  // A field's reason is Korean; a message of the server's own (src/domain/server-messages.ts) has one Korean
  // text in the catalog, which the browser shows (spec section 8).
  const { message, detailedMessage, errors } = body.output;
  const reasons = errors ?? [];
  const korean =
    reasons.length > 0
      ? reasons.every((e) => HANGUL.test(e.reason))
      : HANGUL.test(detailedMessage ?? '') || serverMessageText(message) !== null;
  if ([400, 409, 413, 429].includes(status) && !korean)
    problems.push(`${status} without a Korean reason: ${text.slice(0, 160)}`);
  if (status === 405 && !res.headers.get('allow')) problems.push('405 without Allow');
  if (status === 429 && !res.headers.get('retry-after')) problems.push('429 without Retry-After');
  return problems;
};
