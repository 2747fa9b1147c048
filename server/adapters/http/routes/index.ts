import type { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../env';
import { adminRoutes } from './admin.routes';
import { blocksRoutes } from './blocks.routes';
import { competitionsRoutes } from './competitions.routes';
import { teamsRoutes } from './teams.routes';
import { contentRoutes } from './content.routes';
import { docsRoutes } from './docs.routes';
import { exportsRoutes } from './exports.routes';
import { guardianRoutes } from './guardian.routes';
import { healthRoutes } from './health.routes';
import { imagesRoutes } from './images.routes';
import { notificationsRoutes } from './notifications.routes';
import { policiesRoutes } from './policies.routes';
import { profileRoutes } from './profile.routes';
import { pushRoutes } from './push.routes';
import { reportsRoutes } from './reports.routes';
import { socialLoginRoutes } from './social-login.routes';
import { socialRoutes } from './social.routes';
import { userRoutes } from './user.routes';

/**
 * Every /api route module, mounted under /api in this order. A new area adds its `<area>.routes.ts`
 * here and its operations to src/contract/api.ts (a test checks that both lists agree).
 */
export const API_ROUTES: ReadonlyArray<(deps: AppDeps) => Hono<AppEnv>> = [
  healthRoutes,
  userRoutes,
  profileRoutes,
  socialRoutes,
  contentRoutes,
  imagesRoutes,
  pushRoutes,
  notificationsRoutes,
  competitionsRoutes,
  teamsRoutes,
  reportsRoutes,
  adminRoutes,
  policiesRoutes,
  guardianRoutes,
  exportsRoutes,
  blocksRoutes,
  docsRoutes,
  socialLoginRoutes,
];
