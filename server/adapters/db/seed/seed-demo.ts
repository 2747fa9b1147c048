import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Effect } from 'effect';
import { demoModerationPlan, demoRows } from '../../../../content/demo';
import type { Role } from '../../../../src/domain/role';
import { seedModerationDemo } from '../../../application/moderation/seed-moderation';
import type { AppDeps } from '../../http/deps';
import type { Db } from '../client';
import { users } from '../schema';
import { DEMO_CONTENT, type DemoContent } from './demo-content';
import { insertDemoRows } from './insert-demo-rows';
import { reportsRepository } from '../reports.repository';
import { takedownsRepository } from '../takedowns.repository';
import { seedCompetitionDemo } from './seed-competitions';

export type DemoAccount = { email: string; nickname: string; role: Role; password: string };

const randomPassword = () => randomBytes(9).toString('base64url');

/**
 * Loads the demo content into an empty database (no users yet) in one transaction. Passwords are random
 * per account (or `password` for all, as the browser tests need) and returned so the start-up can print
 * them once; only hashes are stored.
 */
export const seedDemoIfEmpty = async (
  deps: Pick<AppDeps, 'db' | 'hasher' | 'clock' | 'logger'>,
  options: { password?: string | undefined; content?: DemoContent } = {},
): Promise<DemoAccount[] | null> => {
  const existing = await deps.db.select({ id: users.id }).from(users).limit(1);
  if (existing.length > 0) return null;
  const started = performance.now();
  const content = options.content ?? DEMO_CONTENT;
  const accounts = content.users.map((u) => ({
    email: u.email,
    nickname: u.nickname,
    role: u.role,
    password: options.password ?? randomPassword(),
  }));
  const hashes = await Promise.all(accounts.map((a) => Effect.runPromise(deps.hasher.hash(a.password))));
  await deps.db.transaction(async (tx) => {
    await insertDemoRows(tx as unknown as Db, content, hashes, deps.clock());
    await recount(tx as unknown as Db);
    await seedCompetitionDemo(tx as unknown as Db, deps.clock());
    // The moderation console's open reports and 권리침해 신고 (issue 22), for the full demo only.
    if (content === DEMO_CONTENT) {
      const db = tx as unknown as Db;
      const plan = demoModerationPlan(demoRows(content, deps.clock()));
      await Effect.runPromise(
        seedModerationDemo(
          { reports: reportsRepository(db), takedowns: takedownsRepository(db) },
          plan,
          deps.clock(),
        ),
      );
    }
  });
  deps.logger.info(
    { ms: Math.round(performance.now() - started), users: accounts.length },
    'demo content seeded',
  );
  return accounts;
};

/** Denormalised counters from the rows just inserted; cheap on a fresh database. */
const recount = async (db: Db) => {
  await db.execute(sql`update contents a set
    like_count = (select count(*) from content_likes l where l.content_id = a.id),
    comment_count = (select count(*) from comments c where c.content_id = a.id and c.status = 'ACTIVE')`);
  await db.execute(
    sql`update comments c set like_count = (select count(*) from comment_likes l where l.comment_id = c.id)`,
  );
  await db.execute(sql`update users u set
    received_post_likes = (select count(*) from content_likes l join contents a on a.id = l.content_id where a.author_id = u.id),
    received_comment_likes = (select count(*) from comment_likes l join comments c on c.id = l.comment_id where c.author_id = u.id),
    follower_count = (select count(*) from follows f where f.followee_id = u.id),
    following_count = (select count(*) from follows f where f.follower_id = u.id)`);
};

const WIDE = /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u;
/** Terminal columns: Hangul and other East Asian wide characters take two. */
const columns = (text: string) => [...text].reduce((n, ch) => n + (WIDE.test(ch) ? 2 : 1), 0);
const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - columns(text)));

/** The printed table of demo accounts. */
export const demoAccountsTable = (accounts: readonly DemoAccount[], shared: boolean): string => {
  const rows = accounts.map((a) => [a.role, a.email, a.nickname, shared ? '(DEMO_PASSWORD)' : a.password]);
  const header = ['role', 'email', 'nickname', 'password'];
  const widths = header.map((h, i) => Math.max(columns(h), ...rows.map((r) => columns(r[i] ?? ''))));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => pad(cell, widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return ['Demo accounts (passwords are shown only now):', line(header), ...rows.map(line)].join('\n');
};
