import { join } from 'node:path';
import { paths } from '../../../src/domain/paths';
import { guardianDocuments } from '../../application/accounts/guardian.use-case';
import type { RuleDeps } from '../../bindings';
import { inProcessBus } from '../bus/in-process-bus';
import { accountsRepository } from '../db/accounts.repository';
import { competitionsRepository } from '../db/competitions.repository';
import { teamFollowsRepository } from '../db/team-follows.repository';
import { icalCalendarWriter } from '../calendar/ical-calendar';
import { guardiansRepository } from '../db/guardians.repository';
import { newsRepository } from '../db/news.repository';
import { notificationsRepository } from '../db/notifications.repository';
import { passwordResetRepository } from '../db/password-reset.repository';
import { notificationPreferencesRepository, pushSubscriptionsRepository } from '../db/push.repository';
import { consentsRepository } from '../db/consents.repository';
import { policyCatalogOf } from '../policies/file-policy-catalog';
import { mailerFor } from '../mail/mailers';
import { exportedBlocks } from '../../application/exports/exported-blocks';
import { serverExportDeps } from '../scheduler/export-worker';
import { guardianLinks } from '../security/guardian-links';
import { oneTimeSecrets } from '../security/one-time-secrets';
import { localImageStore } from '../storage/local-image-store';
import { sharpImageProcessor } from '../storage/sharp-image-processor';
import type { AppDeps } from './deps';
import { publicBaseUrl } from './public-url';
import { contentDeps } from './routes/content-area';

/** One per app: every route module binds its operations on the same stores and kept reads. */
const built = new WeakMap<AppDeps, RuleDeps>();

/**
 * The server's adapters for the bound use cases (server/bindings): Drizzle stores on the app's
 * database, the content core's kept reads, the local image folder with sharp, SMTP or the outbox.
 */
export const ruleDepsOf = (deps: AppDeps): RuleDeps => {
  let made = built.get(deps);
  if (!made) {
    made = ruleDepsFrom(deps);
    built.set(deps, made);
  }
  return made;
};

const ruleDepsFrom = (deps: AppDeps): RuleDeps => {
  const content = contentDeps(deps);
  const accounts = accountsRepository(deps.db);
  const imageStore = localImageStore(join(deps.config.dataDir, 'images'), deps.config.imageBaseUrl);
  const base = publicBaseUrl(deps.config);
  const mailer = deps.mailer ?? mailerFor(deps.config, deps.logger);
  return {
    content,
    accounts: { accounts, hasher: deps.hasher, tokens: deps.jwt.issuer },
    profiles: {
      uow: content.uow,
      accounts,
      hasher: deps.hasher,
      tokens: deps.jwt.issuer,
      images: imageStore,
      clock: deps.clock,
    },
    resets: {
      accounts,
      resets: passwordResetRepository(deps.db),
      secrets: oneTimeSecrets(),
      hasher: deps.hasher,
      mailer,
      resetLink: (token) => `${base}${paths.passwordReset(token)}`,
    },
    notifications: notificationsRepository(deps.db),
    push: {
      preferences: notificationPreferencesRepository(deps.db),
      subscriptions: pushSubscriptionsRepository(deps.db),
      publicKey: deps.push?.publicKey ?? null,
      extraOrigins: deps.config.push.extraOrigins,
    },
    competitions: competitionsRepository(deps.db),
    teams: {
      competitions: competitionsRepository(deps.db),
      follows: teamFollowsRepository(deps.db),
      calendar: icalCalendarWriter(),
      siteUrl: base,
      clock: deps.clock,
    },
    news: newsRepository(deps.db),
    images: { processor: sharpImageProcessor(), store: imageStore },
    moderation: {
      uow: content.uow,
      clock: deps.clock,
      holdThreshold: deps.config.reportHoldThreshold,
      bus: deps.bus ?? inProcessBus(),
      mailer: deps.mailer ?? mailerFor(deps.config, deps.logger),
    },
    // The archive lists the member's consents and blocks (issue 23).
    exports: serverExportDeps(deps, {
      consents: consentsRepository(deps.db).consentsOf,
      blocks: exportedBlocks(content.uow.read.blocks),
    }),
    admin: { uow: content.uow, clock: deps.clock, bus: deps.bus ?? inProcessBus() },
    guardian: {
      guardians: guardiansRepository(deps.db),
      links: guardianLinks(deps.jwt.deriveKey('guardian-links')),
      mailer,
      uow: content.uow,
      clock: deps.clock,
      documentVersions: guardianDocuments(policyCatalogOf(deps.config.policies)),
      consentLink: (token) => `${base}${paths.guardianConsent(token)}`,
      withdrawLink: (token) => `${base}${paths.guardianWithdraw(token)}`,
    },
    consents: {
      consents: consentsRepository(deps.db),
      policies: policyCatalogOf(deps.config.policies),
      clock: deps.clock,
    },
    socialProviders: deps.config.oauth.providers.map((provider) => provider.name),
    clock: deps.clock,
    report: (error, what) => deps.logger.error({ err: error }, what),
  };
};
