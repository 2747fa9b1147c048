import { assign, setup } from 'xstate';
import { type ProfileTab, profileTabOf, profileTabsFor } from '../../domain/profile';
import type { Role } from '../../domain/role';
import {
  type ProfileFacts,
  type ProfileSection,
  type ProfileSectionKey,
  sectionsOf,
} from './profile-sections';

export interface ProfileTabsInput extends ProfileFacts {
  /** The `tab` query parameter as the address has it (anything, or nothing). */
  readonly rawTab: string | null;
}

interface ProfileTabsContext extends ProfileTabsInput {
  /** The tabs this viewer is offered: the owner-only ones (counsel, drafts) for the owner alone. */
  readonly tabs: readonly ProfileTab[];
  readonly tab: ProfileTab;
  readonly sections: readonly ProfileSection[];
  /** The page each list is on (1 until moved); kept while another tab is open. */
  readonly pages: Readonly<Partial<Record<ProfileSectionKey, number>>>;
}

export type ProfileTabsEvent =
  /** The address changed (a tab link, back and forward). */
  | { type: 'profile.address'; rawTab: string | null }
  /** The session settled or changed: whether the viewer owns the profile, and their role. */
  | { type: 'profile.viewer'; isOwner: boolean; role: Role | null }
  | { type: 'profile.page'; section: ProfileSectionKey; page: number };

const derive = (input: ProfileTabsInput) => {
  const tab = profileTabOf(input.rawTab, input.isOwner);
  return { tabs: profileTabsFor(input.isOwner), tab, sections: sectionsOf(tab, input) };
};

/**
 * The profile page's tabs (spec section 2): the active tab comes from the `tab` query parameter,
 * read leniently (unknown or not offered: the intro); counsel and drafts exist only for the owner,
 * so another viewer asking for them by address gets the intro, never an empty owner tab. Each list
 * of the open tab keeps its own page.
 */
export const profileTabsMachine = setup({
  types: {} as { context: ProfileTabsContext; events: ProfileTabsEvent; input: ProfileTabsInput },
  guards: {
    isShownList: ({ context }, params: { section: ProfileSectionKey; page: number }) =>
      Number.isInteger(params.page) &&
      params.page >= 1 &&
      context.sections.some((s) => s.key === params.section),
  },
}).createMachine({
  id: 'profileTabs',
  context: ({ input }) => ({ ...input, ...derive(input), pages: {} }),
  on: {
    'profile.address': {
      actions: assign(({ context, event }) => ({
        rawTab: event.rawTab,
        ...derive({ ...context, rawTab: event.rawTab }),
      })),
    },
    'profile.viewer': {
      actions: assign(({ context, event }) => {
        const next = { ...context, isOwner: event.isOwner, role: event.role };
        return {
          isOwner: event.isOwner,
          role: event.role,
          ...derive(next),
          // The lists change with ownership (own lists hold more): start them over.
          pages: event.isOwner === context.isOwner ? context.pages : {},
        };
      }),
    },
    'profile.page': {
      guard: { type: 'isShownList', params: ({ event }) => event },
      actions: assign(({ context, event }) => ({ pages: { ...context.pages, [event.section]: event.page } })),
    },
  },
});

export type ProfileTabsMachine = typeof profileTabsMachine;

/** The page a list is on. */
export const pageOf = (context: { pages: ProfileTabsContext['pages'] }, key: ProfileSectionKey): number =>
  context.pages[key] ?? 1;
