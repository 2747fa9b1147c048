import { createContext, useContext } from 'react';
import type { AppServices } from '../../application/app-services';

export const ServicesContext = createContext<AppServices | null>(null);

/** The ports and machines the entry file resolved from the container. */
export const useServices = (): AppServices => {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside <App>');
  return services;
};
