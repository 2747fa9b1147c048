import { Effect } from 'effect';
import { expirePendingChildren } from '../../application/accounts/guardian.use-case';
import type { Db } from '../db/client';
import { guardiansRepository } from '../db/guardians.repository';
import { unitOfWork } from '../db/unit-of-work';
import type { Logger } from '../log/logger';
import type { ScheduledJob } from './scheduler';

/** How often pending child accounts are looked at: a wait of 7 days ends within the hour. */
export const GUARDIAN_EXPIRY_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Issue 23: every hour, the accounts of members under 14 that waited 7 days for a guardian's consent in
 * vain are deleted (as 회원 탈퇴 deletes, the date of birth and the guardian's email erased with them).
 */
export const guardianExpiryJob = (deps: {
  readonly db: Db;
  readonly logger: Logger;
  readonly clock: () => Date;
}): ScheduledJob => {
  const use = { guardians: guardiansRepository(deps.db), uow: unitOfWork(deps.db), clock: deps.clock };
  return {
    name: 'guardian-expiry',
    intervalMs: GUARDIAN_EXPIRY_INTERVAL_MS,
    run: async (signal) => {
      const deleted = await Effect.runPromise(expirePendingChildren(use), { signal });
      if (deleted > 0) deps.logger.info({ deleted }, 'pending child accounts expired');
    },
  };
};
