import { type Agent, type IncomingHttpHeaders, request } from 'node:http';
import type { Socket } from 'node:net';

/** A request body sent the way a client streams it: a head, then filler up to `bytes`. */
export type StreamedBody = {
  /** The whole body's size in bytes (the head included). */
  readonly bytes: number;
  /** The first bytes (a multipart part header, the start of a JSON object); filler ('a') follows. */
  readonly head?: string;
  /** No Content-Length: the body goes out chunked, so only counting it can bound it. */
  readonly chunked?: boolean;
  /** A slow client: after this many bytes, wait `pauseMs` before sending the rest. */
  readonly pauseAfter?: number;
  readonly pauseMs?: number;
};

export type RawAnswer = {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
  /** The connection the request went over (compare two answers to see whether it was reused). */
  readonly socket: Socket;
};

const CHUNK = 64 * 1024;

/**
 * One request over node:http, with its body written in 64 KB chunks as the connection accepts them (so a
 * 50 MB body costs this process little). It stops writing when the request fails or the server has
 * answered and announced `Connection: close`, as a careful client does, and settles once the answer has
 * been read and the request is over. Rejects when no answer arrives (a reset before the status line).
 */
export const sendRaw = (
  url: string,
  options: {
    readonly method: string;
    readonly path: string;
    readonly headers?: Readonly<Record<string, string>>;
    readonly body?: StreamedBody;
    readonly agent?: Agent;
    /** Gives up (rejects) after this long: a bound for a busy machine, not a measurement. */
    readonly timeoutMs?: number;
  },
): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const { body } = options;
    const headers: Record<string, string> = { ...options.headers };
    if (body && !body.chunked) headers['Content-Length'] = String(body.bytes);
    // Said outright: node:http chunks a GET's body only when told to.
    if (body?.chunked) headers['Transfer-Encoding'] = 'chunked';
    const req = request(`${url}${options.path}`, {
      method: options.method,
      headers,
      agent: options.agent,
    });
    let socket: Socket | undefined;
    let answer: Omit<RawAnswer, 'socket'> | undefined;
    let closeAnnounced = false;
    let over = false;
    let failure: Error | undefined;
    req.once('socket', (s: Socket) => {
      socket = s;
    });
    const timer = setTimeout(
      () => req.destroy(new Error(`no answer within ${options.timeoutMs ?? 15_000} ms`)),
      options.timeoutMs ?? 15_000,
    );
    const settle = () => {
      if (!over) return;
      clearTimeout(timer);
      if (answer && socket) resolve({ ...answer, socket });
      else reject(failure ?? new Error('the request ended without an answer'));
    };
    const finished = () => {
      if (over) return;
      over = true;
      // The answer may still be arriving when the request side settles: wait for it.
      if (answer || failure) settle();
    };
    req.once('error', (error) => {
      failure = error;
      finished();
      settle();
    });
    req.once('close', finished);
    req.once('finish', () => {
      if (answer) finished();
    });
    req.once('response', (res) => {
      closeAnnounced = /close/i.test(res.headers.connection ?? '');
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.once('end', () => {
        answer = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(parts).toString('utf8'),
        };
        if (req.writableFinished) finished();
        settle();
      });
      res.once('error', (error) => {
        failure = error;
        finished();
        settle();
      });
    });

    const stopped = () => req.destroyed || over || (closeAnnounced && answer !== undefined);
    const drained = () =>
      new Promise<void>((done) => {
        const go = () => {
          req.off('drain', go);
          req.off('close', go);
          done();
        };
        req.once('drain', go);
        req.once('close', go);
      });
    const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
    void (async () => {
      if (!body) {
        req.end();
        return;
      }
      const head = Buffer.from(body.head ?? '');
      const filler = Buffer.alloc(CHUNK, 'a');
      let sent = 0;
      let paused = false;
      while (sent < body.bytes) {
        if (stopped()) return;
        if (!paused && body.pauseAfter !== undefined && sent >= body.pauseAfter) {
          paused = true;
          await pause(body.pauseMs ?? 0);
          continue;
        }
        const piece =
          sent < head.length
            ? head.subarray(sent, sent + CHUNK)
            : filler.subarray(0, Math.min(CHUNK, body.bytes - sent));
        sent += piece.length;
        if (!req.write(piece)) await drained();
      }
      if (!stopped()) req.end();
    })();
  });

/** A multipart/form-data head for one file field: what precedes the file's bytes. */
export const multipartHead = (boundary: string, field: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
