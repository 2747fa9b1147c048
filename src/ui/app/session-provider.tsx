import { type ComponentType, type ReactNode, startTransition, useEffect, useMemo, useState } from 'react';
import { useServices } from '../hooks/use-services';
import {
  type SessionActors,
  SessionContext,
  type SessionState,
  viewBeforeMachines,
} from '../hooks/use-session';
import type { SessionRuntimeProps } from './session-runtime';

type Runtime = ComponentType<Omit<SessionRuntimeProps, 'machines'>>;

/**
 * Shares the session with the whole app. The machines that hold it (session-runtime.tsx) load with
 * XState in a chunk of their own, started with the container; until they run, the view is what the
 * stored token says, which is what the session machine would say first.
 */
export const SessionProvider = ({ children }: { children: ReactNode }) => {
  const services = useServices();
  const [token] = useState(() => services.tokenStore.get());
  const [ready] = useState(() => {
    let resolve: (actors: SessionActors) => void = () => undefined;
    const promise = new Promise<SessionActors>((r) => {
      resolve = r;
    });
    return { promise, resolve };
  });
  const [Runtime, setRuntime] = useState<Runtime | null>(null);
  const [state, setState] = useState<Omit<SessionState, 'ready'>>(() => ({
    view: viewBeforeMachines(token),
    dot: false,
    actors: null,
  }));

  useEffect(() => {
    let live = true;
    Promise.all([import('./session-runtime'), services.sessionMachines()]).then(
      ([{ SessionRuntime }, machines]) => {
        if (!live) return;
        // As a transition, like the first render (mount.tsx): React yields to the browser while the
        // machines start and the top bar takes their view, instead of one long task.
        startTransition(() =>
          setRuntime(() => (props: Omit<SessionRuntimeProps, 'machines'>) => (
            <SessionRuntime machines={machines} {...props} />
          )),
        );
      },
      (error: unknown) => console.warn('session machines failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [services]);

  const onChange = useMemo(
    () => (next: Omit<SessionState, 'ready'>) => {
      if (next.actors) ready.resolve(next.actors);
      startTransition(() => setState(next));
    },
    [ready],
  );
  const value = useMemo(() => ({ ...state, ready: ready.promise }), [state, ready]);
  return (
    <SessionContext.Provider value={value}>
      {Runtime && <Runtime token={token} onChange={onChange} />}
      {children}
    </SessionContext.Provider>
  );
};
