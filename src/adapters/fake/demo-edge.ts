import { Cause, Effect, Exit, Option } from 'effect';
import type * as v from 'valibot';
import { EXPORT_OPERATIONS } from '../../contract/exports.operations';
import { checkWith } from '../../contract/field-errors';
import { IMAGE_OPERATIONS } from '../../contract/images.operations';
import { NOTIFICATION_OPERATIONS, STREAM_HEARTBEAT_MS } from '../../contract/notifications.operations';
import { type Operation, successStatus } from '../../contract/operation';
import { operationMatcher } from '../../contract/operation-match';
import { SERVER_MESSAGES } from '../../domain/server-messages';
import type { RuleInput } from '../../../server/bindings';
import {
  admission,
  type Caller,
  consentAdmission,
  heldForConsent,
  refusalOf,
  VISITOR,
} from '../../../server/bindings/admission';
import { openExport } from '../../../server/application/exports/export.use-case';
import { toNotification } from '../../../server/application/notifications/notifications.use-case';
import type { NotificationRecord } from '../../../server/ports/notifications.port';
import type { MemoryHost } from '../../../server/adapters/memory/memory-host';

/**
 * The demo host's edge: a `fetch` that answers the browser's HTTP adapters in the tab, as the server's
 * route registration does (server/adapters/http/operation-routes.ts): the operation found by method and
 * path, a present token checked against the stored account (401), admission (401, then 403 Profile
 * Incomplete), path, query and body checked with the contract's schemas (400 with the same field
 * reasons), then the operation's bound use case (server/bindings) on the memory stores, its success as
 * the operation's status and JSON, its tagged failure as the error body. What differs from the server is
 * only what a tab cannot have: no abuse limits (one reader, their own data) and no response cache.
 */
const json = (status: number, body: unknown): Response =>
  body === undefined
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

class Refused extends Error {
  constructor(readonly response: Response) {
    super('refused');
  }
}

const checked = (schema: v.GenericSchema | undefined, value: unknown, root: string) => {
  if (!schema) return undefined;
  const result = checkWith(schema, value, root);
  if (!result.ok) throw new Refused(json(400, result.body));
  return result.value;
};

const jsonBody = (body: BodyInit | null | undefined): unknown => {
  if (typeof body !== 'string' || body.trim() === '') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    throw new Refused(
      json(400, { message: SERVER_MESSAGES.badRequest, errors: [{ field: 'body', reason: '' }] }),
    );
  }
};

const uploaded = async (body: BodyInit | null | undefined): Promise<Uint8Array | null> => {
  if (!(body instanceof FormData)) return null;
  const file = body.get('image') ?? body.get('file');
  return file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : null;
};

const bearer = (headers: Headers): string | null | 'malformed' => {
  const header = headers.get('Authorization');
  if (header === null) return null;
  return /^Bearer ([A-Za-z0-9_\-.]{1,4096})$/.exec(header.trim())?.[1] ?? 'malformed';
};

export interface DemoEdgeOptions {
  /** A little delay before each answer, so the demo's loading states show; tests: 0. */
  readonly latencyMs?: number;
}

export const createDemoFetch = (ready: Promise<MemoryHost>, options: DemoEdgeOptions = {}): typeof fetch => {
  let match: ReturnType<typeof operationMatcher> | undefined;

  const callerOf = async (host: MemoryHost, op: Operation, headers: Headers): Promise<Caller> => {
    if (op.auth === 'none') return VISITOR;
    const token = bearer(headers);
    if (token === null) return VISITOR;
    const caller = token === 'malformed' ? null : await host.caller(token);
    if (!caller) throw new Refused(json(401, { message: SERVER_MESSAGES.unauthorized }));
    return caller;
  };

  const answer = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const host = await ready;
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), 'http://demo.invalid');
    const method = (init.method ?? request?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers ?? request?.headers);
    match ??= operationMatcher([...host.bindings.keys(), ...HOST_OPERATIONS]);
    const found = match(method, url.pathname);
    if (!found) return json(404, { message: SERVER_MESSAGES.notFound });
    const { op } = found;
    try {
      const caller = await callerOf(host, op, headers);
      const refused = admission(op, caller);
      if (refused) return json(refused.status, refused.body);
      // A member's write waits for their consent to changed documents (issue 23), as on the server.
      if (caller.actor && heldForConsent(op)) {
        const unconsented = consentAdmission(op, await host.consentsDue(caller.actor.id));
        if (unconsented) return json(unconsented.status, unconsented.body);
      }
      const params = checked(op.params, found.params, 'path') as { id?: number; name?: string };
      const query = checked(op.query, Object.fromEntries(url.searchParams), 'query');
      const body = op.multipart ? undefined : checked(op.body, jsonBody(init.body), 'body');
      if (op === NOTIFICATION_OPERATIONS.subscribe && caller.actor)
        return stream(host, caller.actor.id, headers.get('Last-Event-ID'), init.signal ?? undefined);
      if (op === IMAGE_OPERATIONS.image) return image(host, params.name ?? '');
      if (op === EXPORT_OPERATIONS.download && caller.actor)
        return archive(host, caller.actor, params.id ?? 0);
      const binding = host.bindings.get(op);
      if (!binding) return json(404, { message: SERVER_MESSAGES.notFound });
      const ruleInput = {
        params,
        query,
        body,
        actor: caller.actor,
        viewerKeys: () => [caller.actor ? `u:${caller.actor.id}` : 'demo-visitor'],
        upload: () => uploaded(init.body),
      } as RuleInput<Operation>;
      const exit = await Effect.runPromiseExit(await binding.run(ruleInput));
      if (Exit.isSuccess(exit)) {
        const status = successStatus(op);
        // A document that is not JSON (the iCalendar feeds of issue 27): its text, as the server sends it.
        if (op.produces && typeof exit.value === 'string')
          return new Response(exit.value, {
            status,
            headers: { 'Content-Type': `${op.produces}; charset=utf-8` },
          });
        return json(status, status === 204 ? undefined : exit.value);
      }
      const failure = Cause.findErrorOption(exit.cause);
      if (Option.isSome(failure)) {
        const { status, body: errorBody } = refusalOf(failure.value);
        return json(status, errorBody);
      }
      console.error('demo host: request failed', Cause.pretty(exit.cause));
      return json(500, { message: 'Internal Server Error' });
    } catch (error) {
      if (error instanceof Refused) return error.response;
      throw error;
    }
  };

  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await answer(input, init);
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    return response;
  }) as typeof fetch;
};

/** What the edge answers itself, as the server's own routes do: the stream and image files. */
const HOST_OPERATIONS: readonly Operation[] = [
  NOTIFICATION_OPERATIONS.subscribe,
  IMAGE_OPERATIONS.image,
  EXPORT_OPERATIONS.download,
];

/** The member's archive (내 정보 다운로드), by the server's rule: its owner only, while it is offered. */
const archive = async (host: MemoryHost, actor: NonNullable<Caller['actor']>, id: number) => {
  const exit = await Effect.runPromiseExit(openExport(host.rules.exports, actor, id));
  if (Exit.isSuccess(exit)) {
    const { body, fileName } = exit.value;
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${fileName}"`,
      },
    });
  }
  const failure = Cause.findErrorOption(exit.cause);
  if (Option.isNone(failure)) throw Cause.squash(exit.cause);
  const { status, body } = refusalOf(failure.value);
  return json(status, body);
};

const image = async (host: MemoryHost, name: string): Promise<Response> => {
  const found = await Effect.runPromise(host.images.store.read(name));
  if (!found) return json(404, { message: SERVER_MESSAGES.notFound });
  return new Response(found.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: { 'Content-Type': found.contentType },
  });
};

/**
 * The notification stream as server-sent events over a ReadableStream: subscribed before the replay of
 * what came after Last-Event-ID (ids drop the overlap), a heartbeat comment as often as the server's,
 * ended when the reader aborts.
 */
const stream = (host: MemoryHost, userId: number, lastEventId: string | null, signal?: AbortSignal) => {
  const encoder = new TextEncoder();
  const after = lastEventId !== null && /^[0-9]{1,15}$/.test(lastEventId) ? Number(lastEventId) : null;
  let end: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let sent = after ?? 0;
      const send = (record: NotificationRecord) => {
        if (record.id <= sent) return;
        sent = record.id;
        controller.enqueue(
          encoder.encode(`id: ${record.id}\ndata: ${JSON.stringify(toNotification(record))}\n\n`),
        );
      };
      const unsubscribe = host.bus.subscribe(userId, send);
      const heartbeat = setInterval(
        () => controller.enqueue(encoder.encode(': heartbeat\n\n')),
        STREAM_HEARTBEAT_MS,
      );
      end = () => {
        unsubscribe();
        clearInterval(heartbeat);
        try {
          controller.close();
        } catch {
          // Closed already by the reader's cancel.
        }
      };
      signal?.addEventListener('abort', () => end(), { once: true });
      if (after !== null) void host.missed(userId, after).then((records) => records.forEach(send));
    },
    cancel() {
      end();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
};
