import type { AppServices } from '../../application/app-services';
import { useServices } from './use-services';

// One provided machine per provider and app services, like the composition root's singletons.
const provided = new WeakMap<object, WeakMap<AppServices, unknown>>();

/**
 * A machine provided from the app's ports on first use. The providers are imported by the components
 * that use them, so the machines travel in the lazy chunks of those components, not on /.
 */
export const useProvided = <M>(provide: (services: AppServices) => M): M => {
  const services = useServices();
  let byServices = provided.get(provide);
  if (!byServices) {
    byServices = new WeakMap();
    provided.set(provide, byServices);
  }
  if (!byServices.has(services)) byServices.set(services, provide(services));
  return byServices.get(services) as M;
};
