import { assign, setup } from 'xstate';
import { type AgeGroup, DEFAULT_AGE_GROUP } from '../../domain/catalog';
import { defaultAgeGroup } from '../../domain/competition';
import { placeholder } from '../placeholder';

/** Which part of the loaded data decides the first tab: a list per age group. */
export type PickLists<D> = (data: D) => Readonly<Partial<Record<AgeGroup, readonly unknown[]>>>;

export interface AgeGroupTabsContext<D> {
  readonly data: D | null;
  readonly selected: AgeGroup;
  /** True once the viewer picked a tab: loaded data no longer moves the selection. */
  readonly chosen: boolean;
  readonly pick: PickLists<D>;
}

export type AgeGroupTabsEvent = { type: 'ageGroup.select'; group: AgeGroup } | { type: 'ageGroup.retry' };

/**
 * An age-group tab bar over data keyed by age group (spec section 2): it starts at the youngest group
 * with data (U11 when none has any), then follows the viewer's choice. `load` is provided where the
 * machine is used (a cached query), `pick` says which lists count as data for this tab bar.
 */
export const createAgeGroupTabsMachine = <D>() =>
  setup({
    types: {} as {
      context: AgeGroupTabsContext<D>;
      events: AgeGroupTabsEvent;
      input: { pick: PickLists<D> };
    },
    actors: { load: placeholder<D, void>('load') },
  }).createMachine({
    id: 'ageGroupTabs',
    context: ({ input }) => ({ data: null, selected: DEFAULT_AGE_GROUP, chosen: false, pick: input.pick }),
    initial: 'loading',
    on: {
      'ageGroup.select': { actions: assign(({ event }) => ({ selected: event.group, chosen: true })) },
    },
    states: {
      loading: {
        invoke: {
          src: 'load',
          onDone: {
            target: 'ready',
            actions: assign(({ context, event }) => ({
              data: event.output,
              selected: context.chosen ? context.selected : defaultAgeGroup(context.pick(event.output)),
            })),
          },
          onError: 'failed',
        },
      },
      ready: {},
      failed: { on: { 'ageGroup.retry': 'loading' } },
    },
  });

export type AgeGroupTabsMachine<D> = ReturnType<typeof createAgeGroupTabsMachine<D>>;
