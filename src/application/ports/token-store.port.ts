/** The session token (spec section 3: local storage key TOKEN). */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  remove(): void;
}
