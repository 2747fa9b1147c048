import type { Writable } from 'node:stream';

/** Log bytes queued for a reader that does not keep up; past this, lines are dropped (and counted). */
export const MAX_QUEUED_LOG_BYTES = 1024 * 1024;

export type LogDestination = {
  readonly write: (line: string) => void;
  /** Lines not written: the reader fell behind by MAX_QUEUED_LOG_BYTES, or the output is gone. */
  readonly dropped: () => number;
};

/**
 * Where the server's log lines go: standard output, in a way that can never stop the process. pino's
 * own destination (sonic-boom) retries a write to a full pipe forever, and on exit flushes what it
 * kept with a blocking loop (`Atomics.wait` between tries): a server whose output pipe had lost its
 * reader sat on a futex after SIGTERM and never exited. Here a line goes to the stream (a pipe is a
 * non-blocking libuv handle: what the pipe cannot take waits in memory), lines are dropped while more
 * than `maxQueued` bytes wait, and a broken output (EPIPE, closed) drops every later line instead of
 * throwing. Nothing is flushed at exit: what the reader has not taken by then is lost, never waited on.
 */
export const nonBlockingDestination = (
  out: Writable = process.stdout,
  maxQueued = MAX_QUEUED_LOG_BYTES,
): LogDestination => {
  let broken = false;
  let dropped = 0;
  // Without a listener an EPIPE would be an uncaught exception.
  out.on('error', () => {
    broken = true;
  });
  return {
    write: (line) => {
      if (broken || out.destroyed || !out.writable || out.writableLength > maxQueued) {
        dropped++;
        return;
      }
      try {
        out.write(line);
      } catch {
        // A synchronous stream (a file, a terminal) that fails: the same as a broken pipe.
        broken = true;
        dropped++;
      }
    },
    dropped: () => dropped,
  };
};
