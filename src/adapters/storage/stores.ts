import type { RedirectStore } from '../../application/ports/redirect-store.port';
import type { TokenStore } from '../../application/ports/token-store.port';
import type { UserInfo, UserInfoStore } from '../../application/ports/user-info-store.port';
import type { KeyValue } from './safe-storage';

/** Spec section 9: the token lives under TOKEN. */
export const TOKEN_KEY = 'TOKEN';
export const REDIRECT_KEY = 'redirectAfterLogin';
export const USER_INFO_KEY = 'loginUserInfo';

export const createTokenStore = (storage: KeyValue): TokenStore => ({
  get: () => storage.read(TOKEN_KEY) || null,
  set: (token) => storage.write(TOKEN_KEY, token),
  remove: () => storage.remove(TOKEN_KEY),
});

export const createRedirectStore = (storage: KeyValue): RedirectStore => ({
  get: () => storage.read(REDIRECT_KEY) || null,
  set: (path) => storage.write(REDIRECT_KEY, path),
  clear: () => storage.remove(REDIRECT_KEY),
});

const isUserInfo = (value: unknown): value is UserInfo =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UserInfo).id === 'number' &&
  typeof (value as UserInfo).name === 'string';

export const createUserInfoStore = (storage: KeyValue): UserInfoStore => ({
  get: () => {
    const raw = storage.read(USER_INFO_KEY);
    if (!raw) return null;
    try {
      const value: unknown = JSON.parse(raw);
      return isUserInfo(value) ? value : null;
    } catch {
      return null;
    }
  },
  set: (info) => storage.write(USER_INFO_KEY, JSON.stringify(info)),
  clear: () => storage.remove(USER_INFO_KEY),
});
