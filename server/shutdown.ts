/** How long a shutdown waits for open requests before it cuts them (server/start.ts). */
export const SHUTDOWN_GRACE_MS = 10_000;

export type StopSignal = 'SIGTERM' | 'SIGINT';

/**
 * A signal sent to a whole process group reaches the server twice: directly, and forwarded by `npm start`
 * (npm passes SIGTERM and SIGINT on to its script). A Ctrl-C in a terminal or `kill -- -<group>` is one
 * request to stop, so a repeat within this window is the same signal, not a second one.
 */
export const DUPLICATE_SIGNAL_WINDOW_MS = 1_000;

type SignalSource = { on: (signal: StopSignal, listener: () => void) => unknown };

/**
 * Calls `stop` on the first SIGTERM or SIGINT and `force` on a later one (outside the duplicate window):
 * the first asks for a graceful shutdown, a second means "now".
 */
export const onStopSignals = (
  source: SignalSource,
  handlers: { stop: (signal: StopSignal) => void; force: (signal: StopSignal) => void },
  clock: () => number = Date.now,
): void => {
  let first: number | undefined;
  const receive = (signal: StopSignal) => {
    const now = clock();
    if (first === undefined) {
      first = now;
      handlers.stop(signal);
    } else if (now - first >= DUPLICATE_SIGNAL_WINDOW_MS) handlers.force(signal);
  };
  source.on('SIGTERM', () => receive('SIGTERM'));
  source.on('SIGINT', () => receive('SIGINT'));
};
