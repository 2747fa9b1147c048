import type { SocialProvider } from '../../src/domain/social-login';
import type { GuardianDeps } from '../application/accounts/guardian.use-case';
import type { PasswordResetDeps } from '../application/accounts/password-reset.use-case';
import type { AccountsDeps } from '../application/accounts/sign-up.use-case';
import type { ContentDeps } from '../application/content/content-deps';
import type { ExportDeps } from '../application/exports/export-deps';
import type { ImageDeps } from '../application/images/upload-image.use-case';
import type { AdminDeps } from '../application/moderation/members.use-case';
import type { ModerationDeps } from '../application/moderation/report.use-case';
import type { ConsentDeps } from '../application/policies/consents.use-case';
import type { PushDeps } from '../application/notifications/push.use-case';
import type { ProfileDeps } from '../application/profiles/profile-deps';
import type { CompetitionsRepository } from '../ports/competitions.port';
import type { TeamDeps } from '../application/competitions/teams.use-case';
import type { NewsRepository } from '../ports/news.port';
import type { NotificationStore } from '../ports/notifications.port';

/**
 * Everything the bound use cases work with, built once per host from its adapters: Drizzle, the local
 * image folder and SMTP on the server (server/adapters/http/rule-deps.ts); the memory stores in the demo
 * host (server/adapters/memory/memory-host.ts).
 */
export type RuleDeps = {
  readonly content: ContentDeps;
  readonly profiles: ProfileDeps;
  readonly accounts: AccountsDeps;
  readonly resets: PasswordResetDeps;
  readonly notifications: NotificationStore;
  /** Notification preferences and push subscriptions (issue 27). */
  readonly push: PushDeps;
  readonly competitions: CompetitionsRepository;
  /** Team pages, follows and calendars (issue 27). */
  readonly teams: TeamDeps;
  readonly news: NewsRepository;
  readonly images: ImageDeps;
  readonly moderation: ModerationDeps;
  /** Download my data (내 정보 다운로드): requests, the archive files and the member's data. */
  readonly exports: ExportDeps;
  /** The guardian's consent for members under 14 (issue 23). */
  readonly guardian: GuardianDeps;
  /** The policy documents and the members' consents (issue 23). */
  readonly consents: ConsentDeps;
  /** The admin console's members and audit log (issue 22). */
  readonly admin: AdminDeps;
  /** The social sign-in providers this host has configured (none in the demo). */
  readonly socialProviders: readonly SocialProvider[];
  readonly clock: () => Date;
  /** A failure of work the answer does not wait for (the reset mail): logged, never shown. */
  readonly report: (error: unknown, what: string) => void;
};
