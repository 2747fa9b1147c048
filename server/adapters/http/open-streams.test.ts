import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_SLICES, openStreams, type StreamSink } from './open-streams';

const sink = (accepts = true) => {
  const written: string[] = [];
  let ended = false;
  const s: StreamSink = {
    write: (text) => {
      written.push(text);
      return accepts;
    },
    end: () => {
      ended = true;
    },
  };
  return { s, written, ended: () => ended };
};

describe('open streams', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('one shared heartbeat: every stream gets one per period, each tick writes to one slice', () => {
    const streams = openStreams(
      { perUser: 100, perAddress: 100 },
      { heartbeatMs: 15_000, heartbeat: ':\n\n' },
    );
    const count = 2 * HEARTBEAT_SLICES;
    const sinks = Array.from({ length: count }, (_, i) => {
      const made = sink();
      streams.open(i, 'a', made.s, null);
      return made;
    });
    vi.advanceTimersByTime(15_000 / HEARTBEAT_SLICES);
    expect(sinks.filter((x) => x.written.length > 0).length).toBe(2);
    vi.advanceTimersByTime(15_000 - 15_000 / HEARTBEAT_SLICES);
    expect(sinks.map((x) => x.written.length)).toEqual(Array(count).fill(1));
  });

  it('a user at the cap loses the oldest, and stays subscribed (cap of one)', () => {
    const calls: string[] = [];
    const streams = openStreams(
      { perUser: 1, perAddress: 10 },
      {
        heartbeatMs: 15_000,
        heartbeat: ':\n\n',
        onUserFirst: (id) => calls.push(`first ${id}`),
        onUserLast: (id) => calls.push(`last ${id}`),
      },
    );
    const a = sink();
    const b = sink();
    streams.open(7, 'x', a.s, 'a');
    streams.open(7, 'x', b.s, 'b');
    expect(a.ended()).toBe(true);
    expect(b.ended()).toBe(false);
    expect([...streams.ofUser(7)].map((s) => s.state)).toEqual(['b']);
    expect(calls).toEqual(['first 7', 'last 7', 'first 7']);
    expect(streams.size()).toBe(1);
  });

  it('counts streams per address, frees a place when one closes, and ends a client too far behind', () => {
    const streams = openStreams({ perUser: 10, perAddress: 2 }, { heartbeatMs: 15_000, heartbeat: ':\n\n' });
    const slow = sink(false);
    const one = streams.open(1, 'x', slow.s, null);
    streams.open(2, 'x', sink().s, null);
    expect(streams.addressFull('x')).toBe(true);
    expect(streams.addressFull('y')).toBe(false);
    one.write('data\n\n');
    expect(slow.ended()).toBe(true);
    expect(streams.addressFull('x')).toBe(false);
  });

  it('the shutdown ends every stream through one listener', () => {
    const shutdown = new AbortController();
    const streams = openStreams(
      { perUser: 10, perAddress: 100 },
      { heartbeatMs: 15_000, heartbeat: ':\n\n', shutdown: shutdown.signal },
    );
    const sinks = Array.from({ length: 20 }, (_, i) => {
      const made = sink();
      streams.open(i % 3, 'a', made.s, null);
      return made;
    });
    shutdown.abort();
    expect(sinks.every((x) => x.ended())).toBe(true);
    expect(streams.size()).toBe(0);
  });
});
