import { Effect } from 'effect';
import { purgeExpiredConsents } from '../../application/policies/consents.use-case';
import type { Config } from '../../config';
import { consentsRepository } from '../db/consents.repository';
import type { Db } from '../db/client';
import type { Logger } from '../log/logger';
import { policyCatalogOf } from '../policies/file-policy-catalog';
import type { ScheduledJob } from './scheduler';

/** Once a day: a deleted account's consents go within a day of their retention's end. */
export const CONSENT_RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Issue 23: the consent records of accounts deleted more than CONSENT_RETENTION_YEARS ago are deleted,
 * as the privacy page says (회원 탈퇴 후 3년).
 */
export const consentRetentionJob = (deps: {
  readonly db: Db;
  readonly config: Config;
  readonly logger: Logger;
  readonly clock: () => Date;
}): ScheduledJob => {
  const use = {
    consents: consentsRepository(deps.db),
    policies: policyCatalogOf(deps.config.policies),
    clock: deps.clock,
  };
  return {
    name: 'consent-retention',
    intervalMs: CONSENT_RETENTION_INTERVAL_MS,
    run: async (signal) => {
      const removed = await Effect.runPromise(purgeExpiredConsents(use), { signal });
      if (removed > 0) deps.logger.info({ removed }, 'expired consent records deleted');
    },
  };
};
