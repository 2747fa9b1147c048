import type { Viewer } from '../../../src/domain/viewer';

/** The signed-in user of a request, re-read from the database; null for visitors. */
export type Actor = Viewer;

export type AppEnv = {
  Variables: {
    actor: Actor;
  };
};
