import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { DUPLICATE_SIGNAL_WINDOW_MS, onStopSignals, type StopSignal } from './shutdown';

const setup = () => {
  const source = new EventEmitter();
  let now = 0;
  const calls: string[] = [];
  onStopSignals(
    { on: (signal, listener) => source.on(signal, listener) },
    { stop: (s: StopSignal) => calls.push(`stop ${s}`), force: (s: StopSignal) => calls.push(`force ${s}`) },
    () => now,
  );
  const send = (signal: StopSignal, at: number) => {
    now = at;
    source.emit(signal);
  };
  return { send, calls };
};

describe('stop signals', () => {
  it('the first SIGTERM or SIGINT asks for a graceful stop', () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const { send, calls } = setup();
      send(signal, 0);
      expect(calls).toEqual([`stop ${signal}`]);
    }
  });

  it('the same signal delivered twice at once (to the group, and forwarded by npm) is one request', () => {
    const { send, calls } = setup();
    send('SIGINT', 0);
    send('SIGINT', 5);
    send('SIGINT', DUPLICATE_SIGNAL_WINDOW_MS - 1);
    expect(calls).toEqual(['stop SIGINT']);
  });

  it('a signal after that forces the exit, every time', () => {
    const { send, calls } = setup();
    send('SIGTERM', 0);
    send('SIGINT', DUPLICATE_SIGNAL_WINDOW_MS);
    send('SIGTERM', DUPLICATE_SIGNAL_WINDOW_MS + 3_000);
    expect(calls).toEqual(['stop SIGTERM', 'force SIGINT', 'force SIGTERM']);
  });
});
