/** Client-side navigation outside React (session rules, the HTTP 'Unauthorized' rule). */
export interface Navigator {
  /** Pushes `path` unless the browser is already there; `state` travels as history state. */
  go(path: string, state?: unknown): void;
  /** Path plus query string of the current page. */
  currentPath(): string;
}
