/**
 * Where an open stream's bytes go: the Node response itself, or (in-process requests, tests) a web
 * ReadableStream.
 */
export type StreamSink = {
  /** Queues text for the client; false when the client has fallen too far behind (the stream is then ended). */
  readonly write: (text: string) => boolean;
  readonly end: () => void;
};

/** One registered stream, with what its route keeps for it (`state`). */
export type OpenStream<S = unknown> = {
  readonly userId: number;
  readonly state: S;
  readonly address: string;
  /** Writes to the client, unless the stream has ended; a client too far behind is ended. */
  write(text: string): void;
  /** Ends the stream (idempotent) and forgets it; may be passed around unbound. */
  readonly close: () => void;
};

export type StreamLimits = { readonly perUser: number; readonly perAddress: number };

export type OpenStreams<S> = {
  /** Whether a new stream from this address would be over its cap (checked before anything is written). */
  readonly addressFull: (address: string) => boolean;
  /**
   * Registers a stream. A user already at the cap loses their oldest stream; `onUserFirst` runs when
   * the user had none open (subscribe them once), `onUserLast` when their last one closes.
   */
  readonly open: (userId: number, address: string, sink: StreamSink, state: S) => OpenStream<S>;
  /** The user's open streams, oldest first (delivery is one map lookup, never a walk of all streams). */
  readonly ofUser: (userId: number) => Iterable<OpenStream<S>>;
  /** Ends every stream, walking them once (the shutdown). */
  readonly closeAll: () => void;
  readonly size: () => number;
};

/**
 * The heartbeat is sent in this many slices, one per tick (every 100 ms at a 15 s heartbeat), so no
 * tick writes to more than a small share of the streams: at 19,000 streams about 130 writes, where one
 * tick for all would hold the event loop (and every event waiting on it) for a whole walk.
 */
export const HEARTBEAT_SLICES = 150;

/**
 * A registered stream. A class, so that what each open stream costs is its fields: its methods are
 * shared, and `close` is the one function of its own (handed to the response's `close` event as is).
 */
class Entry<S> implements OpenStream<S> {
  ended = false;
  constructor(
    readonly userId: number,
    readonly address: string,
    readonly state: S,
    readonly slice: number,
    private readonly sink: StreamSink,
    private readonly forget: (entry: Entry<S>) => void,
  ) {}

  write(text: string): void {
    if (!this.ended && !this.sink.write(text)) this.close();
  }

  readonly close = (): void => {
    if (this.ended) return;
    this.ended = true;
    this.forget(this);
    this.sink.end();
  };
}

/**
 * Every open notification stream of the process, indexed by user and counted by address, with one
 * shared heartbeat. Replaces what each stream used to carry on its own: a listener on the server-wide
 * shutdown signal (added and removed per stream, and Node's EventTarget walks its whole list on each:
 * quadratic in streams), a heartbeat timer, and a bus subscription. Each stream is in one heartbeat
 * slice (by opening order); a tick every `heartbeatMs / HEARTBEAT_SLICES` writes the comment to one
 * slice, so each stream gets one every `heartbeatMs` and a tick writes to a small share of them. The
 * timer runs only while a stream is open.
 */
export const openStreams = <S>(
  limits: StreamLimits,
  options: {
    readonly heartbeatMs: number;
    readonly heartbeat: string;
    /** Ends every stream once, however many are open (one listener, added here). */
    readonly shutdown?: AbortSignal;
    readonly onUserFirst?: (userId: number) => void;
    readonly onUserLast?: (userId: number) => void;
  },
): OpenStreams<S> => {
  const all = new Set<Entry<S>>();
  const byUser = new Map<number, Set<Entry<S>>>();
  const byAddress = new Map<string, number>();
  const slices = Array.from({ length: HEARTBEAT_SLICES }, () => new Set<Entry<S>>());
  let opened = 0;
  let tick = 0;
  let timer: ReturnType<typeof setInterval> | undefined;

  const beat = () => {
    const slice = slices[tick++ % HEARTBEAT_SLICES] as Set<Entry<S>>;
    for (const entry of slice) entry.write(options.heartbeat);
  };

  const forget = (entry: Entry<S>) => {
    if (!all.delete(entry)) return;
    slices[entry.slice]?.delete(entry);
    const mine = byUser.get(entry.userId);
    mine?.delete(entry);
    if (mine?.size === 0) {
      byUser.delete(entry.userId);
      options.onUserLast?.(entry.userId);
    }
    const count = (byAddress.get(entry.address) ?? 1) - 1;
    if (count > 0) byAddress.set(entry.address, count);
    else byAddress.delete(entry.address);
    if (all.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  const closeAll = () => {
    for (const entry of [...all]) entry.close();
  };
  options.shutdown?.addEventListener('abort', closeAll, { once: true });

  return {
    addressFull: (address) => (byAddress.get(address) ?? 0) >= limits.perAddress,
    open: (userId, address, sink, state) => {
      const entry = new Entry(userId, address, state, opened++ % HEARTBEAT_SLICES, sink, forget);
      // At the cap, the oldest go first (a Set iterates in insertion order).
      const current = byUser.get(userId);
      for (const oldest of current ?? []) {
        if (current && current.size < limits.perUser) break;
        oldest.close();
      }
      let mine = byUser.get(userId);
      const first = !mine;
      if (!mine) {
        mine = new Set();
        byUser.set(userId, mine);
      }
      mine.add(entry);
      all.add(entry);
      slices[entry.slice]?.add(entry);
      byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
      if (first) options.onUserFirst?.(userId);
      if (!timer) {
        timer = setInterval(beat, Math.max(1, Math.floor(options.heartbeatMs / HEARTBEAT_SLICES)));
        timer.unref();
      }
      return entry;
    },
    ofUser: (userId) => byUser.get(userId) ?? [],
    closeAll,
    size: () => all.size,
  };
};
