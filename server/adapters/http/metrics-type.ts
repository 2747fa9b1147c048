import type { Registry } from 'prom-client';

/**
 * The app's Prometheus metrics (prom-client), in a registry of its own: tests make many apps in one
 * process, and a global registry would refuse the second app's metric names.
 */
export type Metrics = {
  readonly registry: Registry;
  /** Observes one answered request: its duration under the operation's id and the status class. */
  readonly observe: (method: string, path: string, status: number, seconds: number) => void;
  /** Counts one request refused by a rate limit, by its policy's name. */
  readonly refused: (limit: string) => void;
  /** The open live streams, read at each scrape (open-streams.ts `size`). */
  readonly watchStreams: (size: () => number) => void;
};
