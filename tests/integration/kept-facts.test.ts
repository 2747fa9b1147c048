import { eq, sql } from 'drizzle-orm';
import { Effect } from 'effect';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountsRepository } from '../../server/adapters/db/accounts.repository';
import type { Change } from '../../server/adapters/db/change-feed';
import { edgesRepository } from '../../server/adapters/db/edges.repository';
import { keptEdges, keptSessionFacts } from '../../server/adapters/db/kept-facts';
import { users } from '../../server/adapters/db/schema';
import { runUserCommand } from '../../server/cli/user-command';
import type { AccountsRepository } from '../../server/ports/accounts.port';
import type { EdgeStore } from '../../server/ports/reactions.port';
import { publishArticle } from './helpers/articles.fixtures';
import { createTestApp, ENGINES, type TestApp, type TestUser } from './helpers/test-app';

/** The repository with every call to `sessionFacts` counted: a kept answer reaches no database. */
const countingAccounts = (accounts: AccountsRepository) => {
  const calls = { sessionFacts: 0 };
  const counted: AccountsRepository = {
    ...accounts,
    sessionFacts: (id) =>
      Effect.suspend(() => {
        calls.sessionFacts += 1;
        return accounts.sessionFacts(id);
      }),
  };
  return { counted, calls };
};

const countingEdges = (edges: EdgeStore) => {
  const calls = { among: 0 };
  const counted: EdgeStore = {
    ...edges,
    among: (edge, from, to) =>
      Effect.suspend(() => {
        calls.among += 1;
        return edges.among(edge, from, to);
      }),
  };
  return { counted, calls };
};

/**
 * The embedded database's change feed (migration 0009, db/change-feed.ts) and what it lets the server
 * keep (db/kept-facts.ts): an account's session facts and a member's likes and follows, forgotten before
 * the statement that changed them returns, whoever wrote it.
 */
describe('the change feed on pglite', () => {
  let t: TestApp;
  let member: TestUser;
  const heard: Change[] = [];
  beforeAll(async () => {
    t = await createTestApp({ engine: 'pglite' });
    t.database.changes?.onChange((change) => heard.push(change));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    member = await t.signUp();
    heard.length = 0;
  });

  it('names the account whose role, token version or status changed, before the statement returns', async () => {
    await t.db.update(users).set({ role: 'EDITOR' }).where(eq(users.id, member.id));
    expect(heard).toEqual([{ topic: 'account', id: member.id }]);
    await t.db.update(users).set({ tokenVersion: 5 }).where(eq(users.id, member.id));
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, member.id));
    expect(heard).toHaveLength(3);
    // A column the session does not read tells nobody.
    await t.db.update(users).set({ introduction: '안녕하세요' }).where(eq(users.id, member.id));
    expect(heard).toHaveLength(3);
  });

  it('tells of every like and unlike by the member who toggled, and of a truncate as everybody', async () => {
    const editor = await t.signUp({ role: 'EDITOR' });
    const id = await publishArticle(t, editor.token);
    heard.length = 0;
    expect((await t.request('PATCH', `/api/article/${id}/like`, { token: member.token })).status).toBe(200);
    expect(heard).toContainEqual({ topic: 'contentLike', id: member.id });
    await t.reset();
    expect(heard).toContainEqual({ topic: 'account', id: '*' });
    expect(heard).toContainEqual({ topic: 'contentLike', id: '*' });
  });

  it('keeps session facts until a change to the account: a CLI demotion is seen by the very next read', async () => {
    const { counted, calls } = countingAccounts(accountsRepository(t.db));
    const feed = t.database.changes;
    if (!feed) throw new Error('PGlite has a change feed');
    const kept = keptSessionFacts(counted, feed);
    const editor = await t.signUp({ role: 'EDITOR' });
    expect((await Effect.runPromise(kept.sessionFacts(editor.id)))?.role).toBe('EDITOR');
    expect((await Effect.runPromise(kept.sessionFacts(editor.id)))?.role).toBe('EDITOR');
    expect(calls.sessionFacts).toBe(1);
    expect((await runUserCommand(t.db, ['role', editor.email, 'USER'])).code).toBe(0);
    const after = await Effect.runPromise(kept.sessionFacts(editor.id));
    expect(after?.role).toBe('USER');
    expect(after?.tokenVersion).toBeGreaterThan(0);
    expect(calls.sessionFacts).toBe(2);
    // A missing account is read every time (its id may yet be taken).
    await Effect.runPromise(kept.sessionFacts(999_999));
    await Effect.runPromise(kept.sessionFacts(999_999));
    expect(calls.sessionFacts).toBe(4);
  });

  it('does not keep a read that a change overlapped', async () => {
    const { counted, calls } = countingAccounts(accountsRepository(t.db));
    const feed = t.database.changes;
    if (!feed) throw new Error('PGlite has a change feed');
    const kept = keptSessionFacts(counted, feed);
    // The read and the demotion race: PGlite runs them one after the other in either order.
    const [read] = await Promise.all([
      Effect.runPromise(kept.sessionFacts(member.id)),
      t.db.update(users).set({ role: 'EDITOR' }).where(eq(users.id, member.id)),
    ]);
    expect(['USER', 'EDITOR']).toContain(read?.role);
    expect((await Effect.runPromise(kept.sessionFacts(member.id)))?.role).toBe('EDITOR');
    expect(calls.sessionFacts).toBe(2);
  });

  it('keeps likes per member and target until that member toggles one', async () => {
    const editor = await t.signUp({ role: 'EDITOR' });
    const [a, b] = [await publishArticle(t, editor.token), await publishArticle(t, editor.token)];
    const { counted, calls } = countingEdges(edgesRepository(t.db));
    const feed = t.database.changes;
    if (!feed) throw new Error('PGlite has a change feed');
    const kept = keptEdges(counted, feed);
    const among = (ids: number[]) => Effect.runPromise(kept.among('contentLike', member.id, ids));
    expect([...(await among([a, b]))]).toEqual([]);
    expect([...(await among([b]))]).toEqual([]);
    expect(calls.among).toBe(1);
    // Another member's like changes nothing kept for this one.
    await t.request('PATCH', `/api/article/${a}/like`, { token: (await t.signUp()).token });
    await among([a]);
    expect(calls.among).toBe(1);
    await t.request('PATCH', `/api/article/${a}/like`, { token: member.token });
    expect([...(await among([a, b]))]).toEqual([a]);
    expect(calls.among).toBe(2);
    await t.request('PATCH', `/api/article/${a}/like`, { token: member.token });
    expect([...(await among([a, b]))]).toEqual([]);
  });

  it('answers a signed-in detail’s `liked` and a demoted token exactly, through the app', async () => {
    const editor = await t.signUp({ role: 'EDITOR' });
    const id = await publishArticle(t, editor.token);
    const liked = async () =>
      (
        (await (await t.request('GET', `/api/article/${id}`, { token: member.token })).json()) as {
          liked: boolean;
        }
      ).liked;
    expect(await liked()).toBe(false);
    await t.request('PATCH', `/api/article/${id}/like`, { token: member.token });
    expect(await liked()).toBe(true);
    // SQL by hand, past the app: the next read still sees it.
    await t.db.execute(sql`delete from content_likes where user_id = ${member.id}`);
    expect(await liked()).toBe(false);
    expect((await t.request('GET', '/api/user/profile', { token: editor.token })).status).toBe(200);
    await t.db.update(users).set({ role: 'USER' }).where(eq(users.id, editor.id));
    expect((await t.request('GET', '/api/user/profile', { token: editor.token })).status).toBe(401);
  });
});

describe.each(ENGINES.filter((engine) => engine === 'postgres'))('no change feed on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  it('has none, and its triggers notify nobody (no commit waits on the notification queue)', async () => {
    expect(t.database.changes).toBeUndefined();
    const member = await t.signUp();
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    const { rows } = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    url.pathname = `/${rows[0]?.name}`;
    const listener = new pg.Client({ connectionString: url.toString() });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query('listen kickoff_changes');
    await t.db.update(users).set({ role: 'EDITOR' }).where(eq(users.id, member.id));
    // A notification sent at that commit would be here before this round trip answers.
    await listener.query('select 1');
    expect(heard).toEqual([]);
    // The control: a session that turns the feed on is heard, so the silence above is the setting's.
    const writer = new pg.Client({ connectionString: url.toString() });
    await writer.connect();
    await writer.query(`set kickoff.change_feed = 'on'`);
    await writer.query('update users set role = $1 where id = $2', ['USER', member.id]);
    await writer.end();
    await listener.query('select 1');
    await listener.end();
    expect(heard).toEqual([`account:${member.id}`]);
  });
});
