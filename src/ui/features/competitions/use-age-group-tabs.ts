import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type {
  AgeGroupTabsMachine,
  PickLists,
} from '../../../application/competitions/age-group-tabs.machine';
import { AGE_GROUPS, type AgeGroup } from '../../../domain/catalog';

/** An age-group tab bar's state: the selected group, the loaded data and the groups that have any. */
export const useAgeGroupTabs = <D>(machine: AgeGroupTabsMachine<D>, pick: PickLists<D>) => {
  const actor = useActorRef(machine, { input: { pick } });
  const status = useSelector(actor, (s) => s.value as 'loading' | 'ready' | 'failed');
  const selected = useSelector(actor, (s) => s.context.selected);
  const data = useSelector(actor, (s) => s.context.data);
  const withData = useMemo(() => {
    if (data === null) return undefined;
    const lists = pick(data);
    return new Set(AGE_GROUPS.filter((g) => (lists[g]?.length ?? 0) > 0));
  }, [data, pick]);
  const select = useCallback((group: AgeGroup) => actor.send({ type: 'ageGroup.select', group }), [actor]);
  const retry = useCallback(() => actor.send({ type: 'ageGroup.retry' }), [actor]);
  return { status, selected, data, withData, select, retry };
};
