import type { AccountsRepository, PasswordHasher, TokenIssuer } from '../../ports/accounts.port';
import type { StoredImages } from '../../ports/profiles.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';

/** What the profile use cases work with: lists, settings, edits, password and account deletion. */
export type ProfileDeps = {
  readonly uow: UnitOfWork;
  readonly accounts: AccountsRepository;
  readonly hasher: PasswordHasher;
  readonly tokens: TokenIssuer;
  readonly images: StoredImages;
  readonly clock: () => Date;
};
