import type { Container } from 'inversify';
import { type ContainerOptions, buildContainer } from './container-core';
import { bindRealAdapters } from './real-adapters';

export { resolveServices } from './container-core';

/** The production entry's container: real adapters only, so the bundle carries no fake backend. */
export const createRealContainer = (options: Omit<ContainerOptions, 'mode'> = {}): Container =>
  buildContainer({ ...options, mode: 'real' }, bindRealAdapters);
