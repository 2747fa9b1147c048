import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { OwnProfile } from '../../contract/user';
import type { Role } from '../../domain/role';
import { decodeRoleClaim } from '../../domain/session';
import { SHELL_TEXT } from '../../domain/text/shell';
import { paths } from '../../domain/paths';

/**
 * The login session (spec section 4). Side effects are named placeholder actions and actors; the
 * composition root provides them from ports (see session.provide.ts), tests provide spies.
 */
export interface SessionContext {
  readonly token: string | null;
  /** The role claim of the stored token (spec section 6: ADMIN is read from the token). */
  readonly role: Role | null;
  readonly profile: OwnProfile | null;
  /** Set by a login; the next route change applies the saved redirect when it lands on '/'. */
  readonly redirectPending: boolean;
}

export interface SessionInput {
  readonly token: string | null;
}

export type SessionEvent =
  | { type: 'session.loggedIn'; token: string }
  | { type: 'session.logout' }
  | { type: 'session.unauthorized' }
  | { type: 'session.refresh' }
  /** Onboarding is done: the profile is loaded again and the saved redirect applies on '/'. */
  | { type: 'session.profileCompleted' }
  | { type: 'session.routeChanged'; path: string }
  /** The profile was edited (/users/edit): the top bar shows the saved name and picture at once. */
  | { type: 'session.profileUpdated'; profile: OwnProfile };

export const SIGN_IN_PATH = paths.signIn();
export const HOME_PATH = paths.home();
export const ONBOARDING_PATH = paths.onboarding();

const signedOutContext = { token: null, role: null, profile: null } as const;

/**
 * Spec section 4 "Logout", the same from a complete profile and from onboarding: the path is saved at
 * once (before any answer can move the page), then the server revokes the token (`revokeToken`), then
 * the browser forgets it, whether the server answered, failed or was out of reach.
 */
const LOGOUT = { target: '#session.loggingOut', actions: 'saveRedirect' } as const;

const LOGGED_OUT = {
  target: '#session.signedOut',
  actions: [
    'removeToken',
    'clearUserInfo',
    'clearQueryCache',
    'forgetSession',
    { type: 'navigate', params: { to: SIGN_IN_PATH } },
    { type: 'alert', params: { message: SHELL_TEXT.loggedOut } },
  ],
} as const;

export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent; input: SessionInput },
  actors: {
    fetchProfile: fromPromise<OwnProfile>(() =>
      Promise.reject(new Error('fetchProfile is provided by the composition root')),
    ),
    /** Asks the server to revoke the stored token (the session port's `logout`). */
    revokeToken: fromPromise<void>(() =>
      Promise.reject(new Error('revokeToken is provided by the composition root')),
    ),
    /** Sends `session.unauthorized` whenever the HTTP adapter meets an exact 'Unauthorized'. */
    watchUnauthorized: fromCallback<SessionEvent>(() => () => undefined),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => undefined,
    removeToken: () => undefined,
    saveUserInfo: (_, _params: { profile: OwnProfile }) => undefined,
    clearUserInfo: () => undefined,
    clearQueryCache: () => undefined,
    /** Saves the current path as the redirect-after-login. */
    saveRedirect: () => undefined,
    /** Navigates to the saved redirect path, if any, and clears it. */
    applyRedirect: () => undefined,
    navigate: (_, _params: { to: string }) => undefined,
    alert: (_, _params: { message: string }) => undefined,
    forgetSession: assign(signedOutContext),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    landsOnHomeAfterLogin: ({ context, event }) =>
      context.redirectPending && event.type === 'session.routeChanged' && event.path === HOME_PATH,
    redirectPending: ({ context }) => context.redirectPending,
    /** A first social sign-in has no nickname yet (spec: "logged in with no profile yet"). */
    profileIncomplete: (_, params: { profile: OwnProfile }) => !params.profile.profileComplete,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.token,
    role: input.token === null ? null : decodeRoleClaim(input.token),
    profile: null,
    redirectPending: false,
  }),
  invoke: { src: 'watchUnauthorized' },
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasToken', target: 'loadingProfile' }, { target: 'signedOut' }],
    },
    loadingProfile: {
      invoke: {
        src: 'fetchProfile',
        onDone: [
          {
            guard: { type: 'profileIncomplete', params: ({ event }) => ({ profile: event.output }) },
            target: 'onboarding',
            actions: [
              assign({ profile: ({ event }) => event.output }),
              { type: 'navigate', params: { to: ONBOARDING_PATH } },
            ],
          },
          {
            target: 'signedIn',
            actions: [
              assign({ profile: ({ event }) => event.output }),
              { type: 'saveUserInfo', params: ({ event }) => ({ profile: event.output }) },
            ],
          },
        ],
        // Spec section 8: a failed profile fetch is a silent logout.
        onError: { target: 'signedOut', actions: ['removeToken', 'clearUserInfo', 'forgetSession'] },
      },
    },
    signedIn: {
      on: {
        'session.refresh': 'loadingProfile',
        'session.logout': LOGOUT,
        'session.profileUpdated': {
          actions: [
            assign({ profile: ({ event }) => event.profile }),
            { type: 'saveUserInfo', params: ({ event }) => ({ profile: event.profile }) },
          ],
        },
      },
    },
    /**
     * Signed in with no profile yet: the top bar shows the placeholder bell and avatar, the app has
     * gone to the onboarding page, and the server refuses everything else until it is done.
     */
    onboarding: {
      on: {
        'session.refresh': 'loadingProfile',
        'session.profileCompleted': {
          target: 'loadingProfile',
          actions: assign({ redirectPending: true }),
        },
        'session.logout': LOGOUT,
      },
    },
    /** The server is revoking the token; the browser still holds it, so the call carries it. */
    loggingOut: {
      invoke: { src: 'revokeToken', onDone: LOGGED_OUT, onError: LOGGED_OUT },
      // Refused as no longer valid (the HTTP adapter has dropped it and gone home): signed out all the same.
      on: { 'session.unauthorized': LOGGED_OUT },
    },
    signedOut: {},
  },
  on: {
    'session.loggedIn': {
      target: '.loadingProfile',
      actions: [
        { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
        assign({
          token: ({ event }) => event.token,
          role: ({ event }) => decodeRoleClaim(event.token),
          profile: null,
          redirectPending: true,
        }),
      ],
    },
    'session.unauthorized': {
      target: '.signedOut',
      actions: [
        'removeToken',
        'clearUserInfo',
        'forgetSession',
        { type: 'navigate', params: { to: HOME_PATH } },
      ],
    },
    'session.routeChanged': [
      { guard: 'landsOnHomeAfterLogin', actions: ['applyRedirect', assign({ redirectPending: false })] },
      { guard: 'redirectPending', actions: assign({ redirectPending: false }) },
    ],
  },
});

export type SessionMachine = typeof sessionMachine;
