/** The path to return to after the next login (spec section 2: session storage). */
export interface RedirectStore {
  get(): string | null;
  set(path: string): void;
  clear(): void;
}
