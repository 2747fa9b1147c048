import { IncomingMessage, ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Effect } from 'effect';
import type { Context } from 'hono';
import {
  NOTIFICATION_OPERATIONS as OPS,
  STREAM_HEARTBEAT_MS,
} from '../../../../src/contract/notifications.operations';
import { RATE_LIMIT_TEXT } from '../../../../src/domain/text/rate-limit';
import {
  missedNotifications,
  toNotification,
} from '../../../application/notifications/notifications.use-case';
import type { NotificationRecord } from '../../../ports/notifications.port';
import { inProcessBus } from '../../bus/in-process-bus';
import { notificationsRepository } from '../../db/notifications.repository';
import { requestContext } from '../../log/request-context';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../env';
import { HttpError } from '../http-error';
import { type OpenStream, openStreams, type StreamSink } from '../open-streams';
import { routesOf, serveRaw } from '../operation-routes';

const lastEventId = (header: string | undefined): number | null => {
  const n = Number(header);
  return header && Number.isSafeInteger(n) && n >= 0 ? n : null;
};

/**
 * A client this far behind (bytes the socket has not taken) is not reading: its stream is ended, and
 * it reconnects with Last-Event-ID and is replayed what it missed.
 */
export const MAX_STREAM_BACKLOG_BYTES = 64 * 1024;

const HEADERS = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache',
  // A reverse proxy (nginx) passes each event on at once instead of buffering the answer.
  'X-Accel-Buffering': 'no',
} as const;

const HEARTBEAT = ': heartbeat\n\n';

const eventText = (record: NotificationRecord) =>
  `id: ${record.id}\ndata: ${JSON.stringify(toNotification(record))}\n\n`;

/** Per stream: the last id sent, and while the missed ones are replayed, what arrives meanwhile. */
type StreamState = { sent: number; pending: NotificationRecord[] | null };

/**
 * Headers the listener sets on every answer that only mean something for a document (what a page may
 * load, whether it may be framed, its opener): an event stream is never one (nosniff, its own type).
 * Left off, each open stream keeps a shorter header block.
 */
const DOCUMENT_ONLY_HEADERS = ['Content-Security-Policy', 'X-Frame-Options', 'Cross-Origin-Opener-Policy'];

/**
 * The stream written straight to the Node response (no web stream, no per-stream promise loop): what
 * is kept per open stream is the socket, the request and response, this object and the registry's
 * entry. A class: its methods are shared by every stream.
 */
class NodeSink implements StreamSink {
  constructor(private readonly res: ServerResponse) {
    for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
    // Made in the request's context: its id, as request-log.ts echoes it on every other answer.
    const reqId = requestContext.getStore()?.reqId;
    if (reqId) res.setHeader('X-Request-Id', reqId);
    res.writeHead(200, HEADERS);
    res.flushHeaders();
  }

  write(text: string): boolean {
    if (this.res.writableLength > MAX_STREAM_BACKLOG_BYTES) return false;
    this.res.write(text);
    return true;
  }

  /** Ended by the server (a newer stream, the shutdown); a connection already gone needs nothing. */
  end(): void {
    const res = this.res;
    if (!res.writableEnded && res.socket && !res.socket.destroyed) res.end();
  }

  /** Whether the connection went before the stream was registered (the client gave up meanwhile). */
  gone(): boolean {
    return this.res.destroyed || !this.res.socket || this.res.socket.destroyed;
  }
}

/**
 * node:http keeps a request whose answer has not finished in its connection's list, and when the
 * connection closes it destroys each with a new ECONNRESET error whose stack it reads (streams'
 * checkError): with source maps on (`node --enable-source-maps`, tsx) that formatting was most of the
 * CPU of thousands of clients leaving at once. The request (a GET, read to its end) is done with once
 * its stream is open: destroyed here, it is skipped then.
 */
const retireRequest = (req: IncomingMessage) => {
  if (req.readableEnded) req.destroy();
  else {
    req.once('end', () => req.destroy());
    req.resume();
  }
};

/** In-process requests (app.request in tests): the same stream as a web ReadableStream. */
const webSink = (signal: AbortSignal, onClose: () => void): { sink: StreamSink; response: Response } => {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
    cancel: onClose,
  });
  signal.addEventListener('abort', onClose, { once: true });
  return {
    response: new Response(body, { headers: HEADERS }),
    sink: {
      write: (text) => {
        try {
          controller?.enqueue(encoder.encode(text));
          return true;
        } catch {
          return false;
        }
      },
      end: () => {
        try {
          controller?.close();
        } catch {
          // Already closed or cancelled.
        }
      },
    },
  };
};

/** The Node request and response under a request served by the Node listener (none in-process). */
const nodeExchangeOf = (c: Context<AppEnv>): { req: IncomingMessage; res: ServerResponse } | undefined => {
  const env = c.env as { incoming?: unknown; outgoing?: unknown } | undefined;
  return env?.incoming instanceof IncomingMessage && env.outgoing instanceof ServerResponse
    ? { req: env.incoming, res: env.outgoing }
    : undefined;
};

const tooManyStreams = () =>
  new HttpError(
    429,
    { message: 'Too Many Requests', detailedMessage: RATE_LIMIT_TEXT.tooManyStreams },
    { 'Retry-After': '60' },
  );

/**
 * Spec section 7 "Session and notifications": the live stream (the list and read flags are bound use
 * cases, served with the social routes). Every open stream is in one registry (open-streams.ts): a
 * user is subscribed to the bus once, whatever number of streams they hold, and an event reaches their
 * streams through one map lookup; one heartbeat timer serves them all; the shutdown ends them in one
 * walk. A user holds at most `config.streams.perUser` streams (a new one closes the oldest), an
 * address at most `config.streams.perAddress` (a new one is refused with 429).
 */
export const notificationsRoutes = (deps: AppDeps) => {
  const repo = notificationsRepository(deps.db);
  const bus = deps.bus ?? inProcessBus();
  const subscriptions = new Map<number, () => void>();
  const deliver = (userId: number, record: NotificationRecord) => {
    let text: string | undefined;
    for (const stream of streams.ofUser(userId)) {
      const state = stream.state;
      if (state.pending) state.pending.push(record);
      else if (record.id > state.sent) {
        state.sent = record.id;
        // Serialised once for all of the user's streams.
        text ??= eventText(record);
        stream.write(text);
      }
    }
  };
  const streams = openStreams<StreamState>(deps.config.streams, {
    heartbeatMs: STREAM_HEARTBEAT_MS,
    heartbeat: HEARTBEAT,
    ...(deps.shutdown ? { shutdown: deps.shutdown } : {}),
    onUserFirst: (userId) =>
      subscriptions.set(
        userId,
        bus.subscribe(userId, (record) => deliver(userId, record)),
      ),
    onUserLast: (userId) => {
      subscriptions.get(userId)?.();
      subscriptions.delete(userId);
    },
  });

  deps.metrics?.watchStreams(streams.size);

  /** Sends what was missed after `after`, then what arrived meanwhile, oldest first and each once. */
  const replay = async (stream: OpenStream<StreamState>, userId: number, after: number) => {
    const missed = await Effect.runPromise(missedNotifications(repo, userId, after));
    const state = stream.state;
    const arrived = state.pending ?? [];
    state.pending = null;
    for (const record of [...missed, ...arrived].sort((a, b) => a.id - b.id))
      if (record.id > state.sent) {
        state.sent = record.id;
        stream.write(eventText(record));
      }
  };

  return routesOf([
    serveRaw(OPS.subscribe, async ({ actor, c }) => {
      const address = c.get('clientIp');
      if (streams.addressFull(address)) {
        deps.metrics?.refused('streamsPerAddress');
        throw tooManyStreams();
      }
      const after = lastEventId(c.req.header('Last-Event-ID'));
      const state: StreamState = { sent: after ?? 0, pending: after === null ? null : [] };
      let response = RESPONSE_ALREADY_SENT;
      const node = nodeExchangeOf(c);
      let stream: OpenStream<StreamState>;
      if (node) {
        const sink = new NodeSink(node.res);
        stream = streams.open(actor.id, address, sink, state);
        node.res.once('close', stream.close);
        retireRequest(node.req);
        if (sink.gone()) stream.close();
      } else {
        let registered: OpenStream<StreamState> | undefined;
        let closedEarly = false;
        const web = webSink(c.req.raw.signal, () => {
          if (registered) registered.close();
          else closedEarly = true;
        });
        registered = streams.open(actor.id, address, web.sink, state);
        stream = registered;
        response = web.response;
        if (closedEarly) stream.close();
      }
      // The server is stopping: end it now (the client reconnects to another process).
      if (deps.shutdown?.aborted) stream.close();
      else if (after !== null)
        await replay(stream, actor.id, after).catch((error: unknown) => {
          deps.logger.warn({ err: error }, 'notification replay failed; the stream ends');
          stream.close();
        });
      return response;
    }),
  ]);
};
