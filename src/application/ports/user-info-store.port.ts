/** The persisted login-user info of spec section 3 (cleared on logout). */
export interface UserInfo {
  readonly id: number;
  readonly name: string;
  readonly profileImageUrl: string | null;
  readonly userLevel: string;
  readonly job: string | null;
}

export interface UserInfoStore {
  get(): UserInfo | null;
  set(info: UserInfo): void;
  clear(): void;
}
