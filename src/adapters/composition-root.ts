import type { Container } from 'inversify';
import { type ContainerOptions, buildContainer } from './container-core';
import { bindFakeAdapters } from './fake-adapters';
import { bindRealAdapters } from './real-adapters';

export { type ContainerOptions, resolveServices } from './container-core';

/*
 * vite.config.ts defines KICKOFF_DEMO: false in the production build, true in the demo build and
 * leaves it undefined under vitest. The production entry (src/ui/main.tsx) goes through
 * real-composition-root.ts instead, so no import chain reaches the fake backend or its demo data
 * (module-level code there cannot be tree-shaken away).
 */
const REAL_AVAILABLE = import.meta.env.KICKOFF_DEMO !== true;
const FAKE_AVAILABLE = import.meta.env.KICKOFF_DEMO !== false;

/** The browser's composition root: every port token bound to the real or the fake adapters. */
export const createContainer = (options: ContainerOptions): Container => {
  if (options.mode === 'real' && REAL_AVAILABLE) return buildContainer(options, bindRealAdapters);
  if (options.mode === 'fake' && FAKE_AVAILABLE) return buildContainer(options, bindFakeAdapters);
  throw new Error(`adapters for mode '${options.mode}' are not in this build`);
};
