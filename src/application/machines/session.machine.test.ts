import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { OwnProfile } from '../../contract/user';
import { SHELL_TEXT } from '../../domain/text/shell';
import { type SessionEvent, sessionMachine } from './session.machine';

const tokenWithRole = (role: string): string => {
  const payload = btoa(JSON.stringify({ sub: '7', role }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return `header.${payload}.signature`;
};

const profile = {
  id: 7,
  name: '박정훈코치',
  role: 'EDITOR',
  userLevel: 'LEVEL_3',
  profileComplete: true,
} as OwnProfile;
const incomplete = { ...profile, id: 8, name: '#a1b2c3', profileComplete: false } as OwnProfile;

/** Builds the machine with spy actions and controllable actors; returns the spies for assertions. */
const setupSession = (
  options: { profile?: () => Promise<OwnProfile>; logout?: () => Promise<void> } = {},
) => {
  const calls: string[] = [];
  let emitUnauthorized: () => void = () => undefined;
  const spy = (name: string) => (_: unknown, params?: unknown) => {
    calls.push(params === undefined ? name : `${name} ${JSON.stringify(params)}`);
  };
  const fetchProfile = vi.fn(options.profile ?? (() => Promise.resolve(profile)));
  const logout = vi.fn(
    options.logout ??
      (() => {
        calls.push('logout');
        return Promise.resolve();
      }),
  );
  const machine = sessionMachine.provide({
    actors: {
      fetchProfile: fromPromise(() => fetchProfile()),
      revokeToken: fromPromise(() => logout()),
      watchUnauthorized: fromCallback<SessionEvent>(({ sendBack }) => {
        emitUnauthorized = () => sendBack({ type: 'session.unauthorized' });
        return () => undefined;
      }),
    },
    actions: {
      storeToken: spy('storeToken'),
      removeToken: spy('removeToken'),
      saveUserInfo: (_, params) => calls.push(`saveUserInfo ${params.profile.id}`),
      clearUserInfo: spy('clearUserInfo'),
      clearQueryCache: spy('clearQueryCache'),
      saveRedirect: spy('saveRedirect'),
      applyRedirect: spy('applyRedirect'),
      navigate: spy('navigate'),
      alert: spy('alert'),
    },
  });
  return { machine, calls, fetchProfile, logout, unauthorized: () => emitUnauthorized() };
};

describe('session machine', () => {
  it('is signed out without a stored token and fetches nothing', () => {
    const { machine, fetchProfile, calls } = setupSession();
    const actor = createActor(machine, { input: { token: null } }).start();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(fetchProfile).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('fetches the profile for a stored token and signs in with the token role', async () => {
    const { machine, calls } = setupSession();
    const actor = createActor(machine, { input: { token: tokenWithRole('ADMIN') } }).start();
    expect(actor.getSnapshot().value).toBe('loadingProfile');
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context).toMatchObject({ role: 'ADMIN', profile });
    expect(calls).toEqual(['saveUserInfo 7']);
  });

  it('signs out silently and removes the token when the profile fetch fails', async () => {
    const { machine, calls } = setupSession({ profile: () => Promise.reject(new Error('500')) });
    const actor = createActor(machine, { input: { token: tokenWithRole('USER') } }).start();
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context).toMatchObject({ token: null, role: null, profile: null });
    expect(calls).toEqual(['removeToken', 'clearUserInfo']);
    expect(calls.some((c) => c.startsWith('alert') || c.startsWith('navigate'))).toBe(false);
  });

  it('signs out and goes to / on an Unauthorized answer', async () => {
    const { machine, calls, unauthorized } = setupSession();
    const actor = createActor(machine, { input: { token: tokenWithRole('USER') } }).start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    calls.length = 0;
    unauthorized();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(calls).toEqual(['removeToken', 'clearUserInfo', 'navigate {"to":"/"}']);
  });

  it('logs out: saves the path, has the server revoke the token, then removes token, user info and cache, goes to /signIn and alerts', async () => {
    let answer: () => void = () => undefined;
    const { machine, calls, logout } = setupSession({
      logout: () =>
        new Promise<void>((resolve) => {
          calls.push('logout');
          answer = resolve;
        }),
    });
    const actor = createActor(machine, { input: { token: tokenWithRole('USER') } }).start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    calls.length = 0;
    actor.send({ type: 'session.logout' });
    // The token is still held (the call carries it) until the server has answered.
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(logout).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['saveRedirect', 'logout']);
    answer();
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context).toMatchObject({ token: null, profile: null, role: null });
    expect(calls).toEqual([
      'saveRedirect',
      'logout',
      'removeToken',
      'clearUserInfo',
      'clearQueryCache',
      'navigate {"to":"/signIn"}',
      `alert ${JSON.stringify({ message: SHELL_TEXT.loggedOut })}`,
    ]);
  });

  it('forgets the token all the same when the server cannot revoke it (offline, 5xx, timeout)', async () => {
    const { machine, calls } = setupSession({ logout: () => Promise.reject(new Error('network')) });
    const actor = createActor(machine, { input: { token: tokenWithRole('USER') } }).start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    calls.length = 0;
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(calls).toEqual([
      'saveRedirect',
      'removeToken',
      'clearUserInfo',
      'clearQueryCache',
      'navigate {"to":"/signIn"}',
      `alert ${JSON.stringify({ message: SHELL_TEXT.loggedOut })}`,
    ]);
  });

  it('ends a logout whose token the server no longer takes (Unauthorized) on /signIn with the notice', async () => {
    const { machine, calls, unauthorized } = setupSession({
      logout: () => {
        calls.push('logout');
        return new Promise<void>(() => undefined);
      },
    });
    const actor = createActor(machine, { input: { token: tokenWithRole('USER') } }).start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    calls.length = 0;
    actor.send({ type: 'session.logout' });
    unauthorized();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls).toEqual([
      'saveRedirect',
      'logout',
      'removeToken',
      'clearUserInfo',
      'clearQueryCache',
      'navigate {"to":"/signIn"}',
      `alert ${JSON.stringify({ message: SHELL_TEXT.loggedOut })}`,
    ]);
  });

  it('ignores logout while signed out', () => {
    const { machine, calls } = setupSession();
    const actor = createActor(machine, { input: { token: null } }).start();
    actor.send({ type: 'session.logout' });
    expect(calls).toEqual([]);
  });

  it('stores the token of a login, fetches the profile and applies the redirect when landing on /', async () => {
    const { machine, calls, fetchProfile } = setupSession();
    const actor = createActor(machine, { input: { token: null } }).start();
    const token = tokenWithRole('EDITOR');
    actor.send({ type: 'session.loggedIn', token });
    expect(actor.getSnapshot().context).toMatchObject({ token, role: 'EDITOR', redirectPending: true });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(fetchProfile).toHaveBeenCalledTimes(1);
    actor.send({ type: 'session.routeChanged', path: '/' });
    expect(calls).toEqual([`storeToken {"token":"${token}"}`, 'saveUserInfo 7', 'applyRedirect']);
    expect(actor.getSnapshot().context.redirectPending).toBe(false);
    actor.send({ type: 'session.routeChanged', path: '/' });
    expect(calls.filter((c) => c === 'applyRedirect')).toHaveLength(1);
  });

  it('drops the pending redirect when the login lands somewhere else first', () => {
    const { machine, calls } = setupSession();
    const actor = createActor(machine, { input: { token: null } }).start();
    actor.send({ type: 'session.loggedIn', token: tokenWithRole('USER') });
    actor.send({ type: 'session.routeChanged', path: '/board/home' });
    actor.send({ type: 'session.routeChanged', path: '/' });
    expect(calls).not.toContain('applyRedirect');
    expect(actor.getSnapshot().context.redirectPending).toBe(false);
  });

  it('does not apply a redirect on / without a login', async () => {
    const { machine, calls } = setupSession();
    const actor = createActor(machine, { input: { token: tokenWithRole('USER') } }).start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.routeChanged', path: '/' });
    expect(calls).not.toContain('applyRedirect');
  });

  it('refetches the profile on session.refresh', async () => {
    const { machine, fetchProfile } = setupSession();
    const actor = createActor(machine, { input: { token: tokenWithRole('USER') } }).start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.refresh' });
    expect(actor.getSnapshot().value).toBe('loadingProfile');
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(fetchProfile).toHaveBeenCalledTimes(2);
  });

  it('leads a sign-in with no profile yet to onboarding, without saving the placeholder as user info', async () => {
    const { machine, calls } = setupSession({ profile: () => Promise.resolve(incomplete) });
    const actor = createActor(machine, { input: { token: null } }).start();
    const token = tokenWithRole('USER');
    actor.send({ type: 'session.loggedIn', token });
    await waitFor(actor, (s) => s.matches('onboarding'));
    expect(actor.getSnapshot().context.profile).toEqual(incomplete);
    expect(calls).toEqual([`storeToken {"token":"${token}"}`, 'navigate {"to":"/onboarding"}']);
  });

  it('finishes onboarding: loads the profile again and applies the saved redirect on /', async () => {
    let current = incomplete;
    const { machine, calls, fetchProfile } = setupSession({ profile: () => Promise.resolve(current) });
    const actor = createActor(machine, { input: { token: tokenWithRole('USER') } }).start();
    await waitFor(actor, (s) => s.matches('onboarding'));
    actor.send({ type: 'session.routeChanged', path: '/onboarding' });
    current = { ...incomplete, name: '새싹코치', profileComplete: true };
    calls.length = 0;
    actor.send({ type: 'session.profileCompleted' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.routeChanged', path: '/' });
    expect(fetchProfile).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.profile?.name).toBe('새싹코치');
    expect(calls).toEqual(['saveUserInfo 8', 'applyRedirect']);
  });

  it('logs out from onboarding like from a complete profile', async () => {
    const { machine, calls } = setupSession({ profile: () => Promise.resolve(incomplete) });
    const actor = createActor(machine, { input: { token: tokenWithRole('USER') } }).start();
    await waitFor(actor, (s) => s.matches('onboarding'));
    calls.length = 0;
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(calls).toEqual([
      'saveRedirect',
      'logout',
      'removeToken',
      'clearUserInfo',
      'clearQueryCache',
      'navigate {"to":"/signIn"}',
      `alert ${JSON.stringify({ message: SHELL_TEXT.loggedOut })}`,
    ]);
  });

  it('shows an edited profile at once, staying signed in without fetching it again', async () => {
    const { machine, calls, fetchProfile } = setupSession();
    const actor = createActor(machine, { input: { token: tokenWithRole('USER') } }).start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    calls.length = 0;
    const edited = { ...profile, name: '새이름코치', profileImageUrl: '/api/images/p.webp' };
    actor.send({ type: 'session.profileUpdated', profile: edited });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.profile).toEqual(edited);
    expect(calls).toEqual(['saveUserInfo 7']);
    expect(fetchProfile).toHaveBeenCalledTimes(1);
  });
});
