import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { bodyLimit, type Operation, takesBody } from '../../../src/contract/operation';
import { VALIDATION_TEXT } from '../../../src/domain/text/validation';
import type { AppEnv } from './env';
import { HttpError } from './http-error';

const MB = 1024 * 1024;

/** `1MB`, `10MB`, `64KB`: a limit as the Korean text writes it. */
export const sizeText = (bytes: number): string =>
  bytes >= MB ? `${Math.floor(bytes / MB)}MB` : `${Math.max(1, Math.floor(bytes / 1024))}KB`;

/** 413 for a body over `op`'s limit, with the Korean reason (the limit, or that it takes no body). */
export const payloadTooLarge = (op: Operation): HttpError => {
  const reason = takesBody(op)
    ? VALIDATION_TEXT.bodyTooLarge(sizeText(bodyLimit(op)))
    : VALIDATION_TEXT.bodyNotAccepted;
  return new HttpError(413, {
    message: 'Payload Too Large',
    detailedMessage: reason,
    errors: [{ field: 'body', reason }],
  });
};

/** A body that stopped before its end (the client went away): nobody reads this answer. */
const bodyCutShort = () =>
  new HttpError(400, {
    message: 'Bad Request',
    errors: [{ field: 'body', reason: VALIDATION_TEXT.invalidValue }],
  });

/** Whether the request says a body follows (a length above 0, or chunks). */
export const carriesBody = (c: Context<AppEnv>): boolean => {
  const length = c.req.header('content-length');
  return (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
};

/** Refuses a declared Content-Length above `limit` before a byte of the body is read. */
export const refuseDeclaredOver = (c: Context<AppEnv>, limit: number, onTooLarge: () => Error): void => {
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw onTooLarge();
};

type NodeBindings = { incoming?: IncomingMessage } | undefined;

/**
 * The Node request's body, collected chunk by chunk and refused the moment it passes `limit`. Then what
 * still arrives is dropped, not buffered, and the request is not destroyed (that would reset the
 * connection before the 413 goes out): the listener announces `Connection: close` (listener.ts).
 */
const readIncoming = (incoming: IncomingMessage, limit: number, onTooLarge: () => Error): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    if (incoming.readableEnded) {
      resolve(Buffer.alloc(0));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onCut);
      incoming.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      stop();
      incoming.resume();
      chunks.length = 0;
      reject(onTooLarge());
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onCut = () => {
      stop();
      reject(bodyCutShort());
    };
    const onClose = () => {
      if (!incoming.readableEnded) onCut();
    };
    incoming.on('data', onData);
    incoming.once('end', onEnd);
    incoming.once('error', onCut);
    incoming.once('close', onClose);
  });

/** The same over a web stream (the in-process app of the tests, or any other runtime). */
const readWeb = async (
  stream: ReadableStream<Uint8Array> | null,
  limit: number,
  onTooLarge: () => Error,
): Promise<Buffer> => {
  if (!stream) return Buffer.alloc(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw onTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
};

/**
 * The request body under `limit`, whatever its content type claims: a declared Content-Length above it
 * is refused before reading, a chunked one as soon as the count passes it, so no body is ever buffered
 * beyond the limit. Every body the server reads comes through here (operation-routes.ts).
 */
export const readBody = async (
  c: Context<AppEnv>,
  limit: number,
  onTooLarge: () => Error,
): Promise<Buffer> => {
  refuseDeclaredOver(c, limit, onTooLarge);
  const incoming = (c.env as NodeBindings)?.incoming;
  return incoming ? readIncoming(incoming, limit, onTooLarge) : readWeb(c.req.raw.body, limit, onTooLarge);
};
