import { useMemo } from 'react';
import {
  type CompetitionMachines,
  provideCompetitionMachines,
} from '../../../application/competitions/provide-competitions';
import { useServices } from '../../hooks/use-services';

const cache = new WeakMap<object, CompetitionMachines>();

/** The competition machines, provided once per set of services (they hold no state of their own). */
export const useCompetitionMachines = (): CompetitionMachines => {
  const { competitions } = useServices();
  return useMemo(() => {
    const known = cache.get(competitions);
    if (known) return known;
    const machines = provideCompetitionMachines(competitions);
    cache.set(competitions, machines);
    return machines;
  }, [competitions]);
};
