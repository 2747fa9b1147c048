import type { AuthEvents } from '../../application/ports/auth-events.port';

/** A tiny in-process signal between the HTTP adapter and the session machine. */
export const createAuthEvents = (): AuthEvents => {
  const listeners = new Set<() => void>();
  return {
    onUnauthorized: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emitUnauthorized: () => {
      for (const listener of [...listeners]) listener();
    },
  };
};
