import { Effect } from 'effect';
import { DEMO_DATA, demoModerationPlan, demoRows } from '../../../content/demo';
import { seedModerationDemo } from '../../application/moderation/seed-moderation';
import { paths } from '../../../src/domain/paths';
import { missedNotifications } from '../../application/notifications/notifications.use-case';
import { createNotifier } from '../../application/notifications/notify';
import { REPORT_HOLD_DEFAULT_THRESHOLD } from '../../../src/domain/reports';
import { guardianDocuments } from '../../application/accounts/guardian.use-case';
import { type Binding, type RuleDeps, ruleBindings } from '../../bindings';
import { type Caller, sessionCaller } from '../../bindings/admission';
import type { Operation } from '../../../src/contract/operation';
import type { PasswordHasher } from '../../ports/accounts.port';
import type { ImageDeps } from '../../application/images/upload-image.use-case';
import type { NotificationBus, NotificationRecord } from '../../ports/notifications.port';
import { inProcessBus } from '../bus/in-process-bus';
import { icalCalendarWriter } from '../calendar/ical-calendar';
import { contentSanitizer } from '../html/content-sanitizer';
import { DEMO_PASSWORD, demoTokenClaims, demoTokenIssuer } from './demo-tokens';
import { memoryAccountsRepository } from './memory-accounts';
import {
  liveDemoCompetitionsRepository,
  memoryCompetitionsRepository,
  seedMemoryCompetitions,
} from './memory-competitions';
import { createMemoryDb, type MemoryDb } from './memory-db';
import { guardianLinks } from '../security/guardian-links';
import { memoryGuardianStore } from './memory-guardians-store';
import { memoryConsentStore } from './memory-consents-store';
import { memoryPolicyCatalog } from './memory-policies';
import { consentsDueOf } from '../../application/policies/consents.use-case';
import type { PolicyDocument } from '../../../src/domain/policies';
import { memoryImages } from './memory-images';
import { memoryMailer } from './memory-mailer';
import { memoryNewsRepository } from './memory-news';
import { memoryTeamFollowStore } from './memory-team-follows';
import { memoryNotificationStore } from './memory-notifications-store';
import { memoryNotificationPreferenceStore, memoryPushSubscriptionStore } from './memory-push-stores';
import { memoryOneTimeSecrets } from './memory-one-time-secrets';
import { exportedBlocks } from '../../application/exports/exported-blocks';
import { memoryExportDeps } from './memory-exports';
import { memoryPasswordResetRepository } from './memory-password-resets';
import { memoryReportStore } from './memory-reports-store';
import { memoryTakedownStore } from './memory-takedowns-store';
import { seedMemoryDemo } from './memory-seed';
import { memoryUnitOfWork } from './memory-unit-of-work';
import { memoryViewCounter } from './memory-views';
import { webCryptoHasher } from './web-crypto-hasher';

/** The demo's address: the tab's origin in a browser, a fixed one in tests. */
const demoSiteUrl = (): string =>
  typeof location === 'object' && typeof location.origin === 'string' && location.origin.startsWith('http')
    ? location.origin
    : 'https://demo.kickoff.local';

/** The server's rules on the memory database, with what the demo edge needs of its host. */
export interface MemoryHost {
  readonly db: MemoryDb;
  readonly rules: RuleDeps;
  readonly bindings: ReadonlyMap<Operation, Binding>;
  readonly bus: NotificationBus;
  readonly images: ImageDeps;
  /** The caller a token names, or null when the server would refuse it with 401. */
  caller(token: string): Promise<Caller | null>;
  /** The required documents a member has not agreed to in force (admission's re-consent rule). */
  consentsDue(userId: number): Promise<readonly PolicyDocument[]>;
  /** Notifications after a Last-Event-ID, for the stream's replay. */
  missed(userId: number, after: number): Promise<readonly NotificationRecord[]>;
  /** Mails sent (the password reset link), newest last. */
  readonly outbox: ReturnType<typeof memoryMailer>;
}

export interface MemoryHostOptions {
  readonly clock?: () => Date;
  /** Tests pin a cheap hasher; the demo hashes with PBKDF2 in the browser. */
  readonly hasher?: PasswordHasher;
  /** The demo content; tests may start from an empty database. */
  readonly seed?: boolean;
  /** Told of every stored picture (memory-images.ts `onSave`). */
  readonly onImageSaved?: (url: string, bytes: Uint8Array, contentType: string) => void;
  /** Distinct established reporters that hold a target (the server's REPORT_HOLD_THRESHOLD); default 3. */
  readonly reportHoldThreshold?: number;
}

/**
 * The demo host: the demo content (the same rows and ids a fresh server seeds) and the demo
 * competitions in a memory database, and the server's use cases bound to the memory stores exactly as
 * the server binds them to Drizzle (server/adapters/http/rule-deps.ts).
 */
export const createMemoryHost = async (options: MemoryHostOptions = {}): Promise<MemoryHost> => {
  const clock = options.clock ?? (() => new Date());
  const hasher = options.hasher ?? webCryptoHasher();
  const db = createMemoryDb();
  const seededAt = clock();
  if (options.seed !== false) {
    // One hash for the shared demo password: every account signs in with it.
    const hash = await Effect.runPromise(hasher.hash(DEMO_PASSWORD));
    seedMemoryDemo(
      db,
      DEMO_DATA,
      DEMO_DATA.users.map(() => hash),
      clock(),
    );
    await Effect.runPromise(seedMemoryCompetitions(db, seededAt));
    // The moderation console's open reports and 권리침해 신고 (issue 22), as the server seeds them.
    await Effect.runPromise(
      seedModerationDemo(
        { reports: memoryReportStore(db), takedowns: memoryTakedownStore(db) },
        demoModerationPlan(demoRows(DEMO_DATA, seededAt)),
        seededAt,
      ),
    );
  }
  const bus = inProcessBus();
  const uow = memoryUnitOfWork(db);
  const accounts = memoryAccountsRepository(db);
  const media = memoryImages({ onSave: options.onImageSaved });
  const outbox = memoryMailer();
  const images: ImageDeps = { processor: media.processor, store: media.store };
  const content = {
    uow,
    sanitizer: contentSanitizer(undefined, media.sizes),
    notifier: createNotifier({ bus, clock }),
    clock,
    views: memoryViewCounter(db),
  };
  const notifications = memoryNotificationStore(db);
  // The demo's results arrive as the clock passes the matches' final whistles.
  const competitions =
    options.seed === false
      ? memoryCompetitionsRepository(db)
      : liveDemoCompetitionsRepository(db, clock, seededAt);
  const rules: RuleDeps = {
    content,
    accounts: { accounts, hasher, tokens: demoTokenIssuer },
    profiles: { uow, accounts, hasher, tokens: demoTokenIssuer, images: media.stored, clock },
    resets: {
      accounts,
      resets: memoryPasswordResetRepository(db),
      secrets: memoryOneTimeSecrets(),
      hasher,
      mailer: outbox,
      resetLink: (token) => paths.passwordReset(token),
    },
    notifications,
    // The demo sends no pushes (no server to hold a VAPID key): preferences work, subscribing is refused.
    push: {
      preferences: memoryNotificationPreferenceStore(db),
      subscriptions: memoryPushSubscriptionStore(db),
      publicKey: null,
      extraOrigins: [],
    },
    competitions,
    news: memoryNewsRepository(db),
    // Team pages, follows and calendars (issue 27); event UIDs and links name the demo's own address.
    teams: {
      competitions,
      follows: memoryTeamFollowStore(db),
      calendar: icalCalendarWriter(),
      siteUrl: demoSiteUrl(),
      clock,
    },
    images,
    moderation: {
      uow,
      clock,
      holdThreshold: options.reportHoldThreshold ?? REPORT_HOLD_DEFAULT_THRESHOLD,
      bus,
      mailer: outbox,
    },
    exports: memoryExportDeps(db, media.store, clock, {
      consents: memoryConsentStore(db).consentsOf,
      blocks: exportedBlocks(uow.read.blocks),
    }),
    admin: { uow, clock, bus },
    guardian: {
      guardians: memoryGuardianStore(db),
      links: guardianLinks(crypto.getRandomValues(new Uint8Array(32))),
      mailer: outbox,
      uow,
      clock,
      documentVersions: guardianDocuments(memoryPolicyCatalog()),
      consentLink: (token) => paths.guardianConsent(token),
      withdrawLink: (token) => paths.guardianWithdraw(token),
    },
    consents: { consents: memoryConsentStore(db), policies: memoryPolicyCatalog(), clock },
    socialProviders: [],
    clock,
    report: (error, what) => console.error(what, error),
  };
  return {
    db,
    rules,
    bindings: ruleBindings(rules),
    bus,
    images,
    outbox,
    caller: async (token) => {
      const claims = demoTokenClaims(token);
      if (!claims) return null;
      return sessionCaller(claims, await Effect.runPromise(accounts.sessionFacts(claims.userId)), clock());
    },
    consentsDue: (userId) => Effect.runPromise(consentsDueOf(rules.consents, userId)),
    missed: (userId, after) => Effect.runPromise(missedNotifications(notifications, userId, after)),
  };
};
