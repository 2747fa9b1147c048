import { vi } from 'vitest';
import type { AccountSettingsApi } from '../../../src/application/account-settings/account-settings-api.port';
import type { ArticlesApi, BoardApis } from '../../../src/application/content/content-api.port';
import type { CommentsApi } from '../../../src/application/comments/comments-api.port';
import type { ConsultationApi } from '../../../src/application/articles/consultation-api.port';
import type { EditorsApi } from '../../../src/application/articles/editors-api.port';
import type { DraftsApis } from '../../../src/application/drafts/drafts-api.port';
import type { ImageUpload } from '../../../src/application/drafts/image-upload.port';
import type { AuthEvents } from '../../../src/application/ports/auth-events.port';
import type { NotificationStream } from '../../../src/application/ports/notification-stream.port';
import type { NotificationsApi } from '../../../src/application/ports/notifications-api.port';
import type { SessionApi } from '../../../src/application/ports/session-api.port';
import type { TokenStore } from '../../../src/application/ports/token-store.port';
import type { UsersApi } from '../../../src/application/ports/users-api.port';
import type { ExportsApi } from '../../../src/application/exports/exports-api.port';
import type { GuardianApi } from '../../../src/application/guardian/guardian-api.port';
import type { AdminApi } from '../../../src/application/admin/admin-api.port';
import type { ModerationApi } from '../../../src/application/moderation/moderation-api.port';
import type { ReportsApi } from '../../../src/application/reports/reports-api.port';
import type { PoliciesApi } from '../../../src/application/policies/policies-api.port';
import type { BlocksApi } from '../../../src/application/blocks/blocks-api.port';
import type { ReactionsApi } from '../../../src/application/reactions/reactions-api.port';
import type { ProfileApi } from '../../../src/application/profile/profile-api.port';
import { createRecordingNavigator } from '../../../src/adapters/fake/fake-browser';
import { createFakeBackend } from '../../../src/adapters/fake/fake-backend';
import { FAKE_DEMO_PASSWORD } from '../../../src/adapters/fake/fake-accounts';
import { xhrOverFetch } from '../../../src/adapters/fake/xhr-over-fetch';
import { httpPorts } from '../../../src/adapters/http/http-ports';
import type { Engine } from '../../../server/adapters/db/client';
import { seedDemoIfEmpty } from '../../../server/adapters/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../integration/helpers/test-app';

/** Every browser port, as one side of the contract has them. */
export interface Ports {
  readonly side: 'fake' | 'real';
  readonly tokens: TokenStore;
  readonly visits: string[];
  readonly unauthorizedEvents: () => number;
  readonly sessionApi: SessionApi;
  readonly usersApi: UsersApi;
  readonly notificationsApi: NotificationsApi;
  readonly notificationStream: NotificationStream;
  readonly articlesApi: ArticlesApi;
  readonly boardApis: BoardApis;
  readonly commentsApi: CommentsApi;
  readonly reactionsApi: ReactionsApi;
  readonly editorsApi: EditorsApi;
  readonly consultationApi: ConsultationApi;
  readonly draftsApis: DraftsApis;
  readonly imageUpload: ImageUpload;
  readonly profileApi: ProfileApi;
  readonly accountSettingsApi: AccountSettingsApi;
  readonly reportsApi: ReportsApi;
  readonly policiesApi: PoliciesApi;
  readonly moderationApi: ModerationApi;
  readonly adminApi: AdminApi;
  readonly exportsApi: ExportsApi;
  readonly guardianApi: GuardianApi;
  readonly blocksApi: BlocksApi;
  /** A raw request to the side's host (what no port sends), answered as the browser would see it. */
  readonly request: (path: string, init?: RequestInit) => Promise<Response>;
}

/**
 * Each file migrates a database and seeds the demo (seconds on a quiet machine, much more on a busy
 * one), and a case makes dozens of calls on each side.
 */
export const SETUP_TIMEOUT_MS = 240_000;
export const CASE_TIMEOUT_MS = 90_000;

/** The password of every demo account on both sides. */
export const DEMO_PASSWORD = FAKE_DEMO_PASSWORD;

const memoryTokens = (): TokenStore => {
  let token: string | null = null;
  return {
    get: () => token,
    set: (t) => {
      token = t;
    },
    remove: () => {
      token = null;
    },
  };
};

/** What the HTTP adapter's 'Unauthorized' rule touches, recorded. */
const browserEdges = () => {
  const navigator = createRecordingNavigator();
  let emitted = 0;
  const authEvents: AuthEvents = {
    onUnauthorized: () => () => undefined,
    emitUnauthorized: () => {
      emitted += 1;
    },
  };
  return { navigator, authEvents, emitted: () => emitted };
};

export const fakePorts = (): Ports => {
  const tokens = memoryTokens();
  const edges = browserEdges();
  const fake = createFakeBackend({ tokenStore: tokens, signOut: edges });
  return {
    side: 'fake',
    tokens,
    visits: edges.navigator.visits,
    unauthorizedEvents: edges.emitted,
    ...fake,
    request: (path, init) => fake.fetch(path, init),
  };
};

export const realPorts = (t: TestApp): Ports => {
  const tokens = memoryTokens();
  const edges = browserEdges();
  const fetch = (input: string, init: RequestInit = {}) => Promise.resolve(t.app.request(input, init));
  return {
    side: 'real',
    tokens,
    visits: edges.navigator.visits,
    unauthorizedEvents: edges.emitted,
    ...httpPorts({
      tokenStore: tokens,
      ...edges,
      fetch: fetch as typeof globalThis.fetch,
      createRequest: xhrOverFetch(fetch),
      timeoutMs: 30_000,
    }),
    request: fetch,
  };
};

export interface Sides {
  readonly fake: Ports;
  readonly real: Ports;
  /** Runs the same case on the fake side, then the real side; answers both outcomes. */
  both<A>(run: (p: Ports) => Promise<A>): Promise<[fake: A, real: A]>;
  readonly app: TestApp;
  close(): Promise<void>;
}

/**
 * A fresh fake store and the in-process server with the demo seeded into a fresh database: both start
 * from the same rows with the same ids. Cases run on both, in the same order, so the two evolve alike.
 */
export const openSides = async (engine: Engine): Promise<Sides> => {
  const app = await createTestApp({ engine });
  await seedDemoIfEmpty({ ...app.deps, logger: app.deps.logger }, { password: DEMO_PASSWORD });
  const fake = fakePorts();
  const real = realPorts(app);
  // The adapters log every 400/401 (spec section 8); the cases provoke many on purpose.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  return {
    fake,
    real,
    app,
    both: async (run) => [await run(fake), await run(real)],
    close: () => app.close(),
  };
};
