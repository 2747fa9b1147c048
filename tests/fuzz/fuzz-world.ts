import { MAX_ID } from '../../src/contract/common';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { seedCompetitionDemo } from '../../server/adapters/db/seed/seed-competitions';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../server/adapters/security/jwt';
import type { Engine } from '../../server/adapters/db/client';
import { makeArticleBody, publishArticle, saveDraft } from '../integration/helpers/articles.fixtures';
import {
  FREE_BOARD,
  QNA_BOARD,
  writeComment,
  writePost,
  writeReply,
} from '../integration/helpers/boards.fixtures';
import { createTestApp, TEST_JWT_SECRET, type TestApp, type TestUser } from '../integration/helpers/test-app';
import { Ref } from './schema-arbitrary';

/**
 * The world the fuzzer acts in: one app over one database, a member, an editor and an ADMIN signed up,
 * and a few rows of everything (articles, posts, Q&A, comments, replies, follows, notifications, an
 * image, the demo competitions), so valid requests find real rows. Pools list the rows' ids by kind
 * and are read again from the database as the run creates and deletes rows.
 */

export type Actor = 'visitor' | 'user' | 'admin' | 'forged';

/** PostgreSQL when TEST_DATABASE_URL is set (the engine production runs), else PGlite; one per run. */
export const FUZZ_ENGINE: Engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export type FuzzWorld = {
  readonly t: TestApp;
  readonly people: { readonly user: TestUser; readonly admin: TestUser; readonly editor: TestUser };
  /** The Authorization header of an actor: none for a visitor, the `forged`-th forged one for a forger. */
  readonly authorization: (actor: Actor, forged: number) => string | undefined;
  /** A copy of `value` with every Ref replaced by an existing row's id (or name), as text or number. */
  readonly resolve: (value: unknown, asText: boolean) => unknown;
  /** The current token of the member or the ADMIN (signed again after a 401, see `refresh`). */
  readonly token: (actor: 'user' | 'admin') => string;
  /** Reads the pools again from the database. */
  readonly reload: () => Promise<void>;
  /** Signs a fresh token for a signed-in actor (after a 401: its token version may have moved on). */
  readonly refresh: (actor: Actor) => Promise<void>;
  readonly close: () => Promise<void>;
};

const rows = async (t: TestApp, query: ReturnType<typeof sql>): Promise<(number | string)[]> => {
  const result = (await t.db.execute(query)) as { rows: { v: number | string }[] };
  return result.rows.map((row) => (typeof row.v === 'string' && /^\d+$/.test(row.v) ? Number(row.v) : row.v));
};

/** A small PNG, uploaded once so `/api/images/{name}` has something to serve. */
export const TINY_PNG = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();

const uploadImage = async (t: TestApp, token: string) => {
  const form = new FormData();
  form.set('image', new Blob([(await TINY_PNG()) as BlobPart]), 'fuzz.png');
  const res = await t.app.request('/api/image/profiles', {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`image upload failed: ${res.status} ${await res.text()}`);
  const { url } = (await res.json()) as { url: string };
  return url.split('/').pop() ?? '';
};

const seed = async (t: TestApp, user: TestUser, admin: TestUser, editor: TestUser, other: TestUser) => {
  const article = await publishArticle(t, admin.token);
  await publishArticle(t, editor.token, makeArticleBody({ title: '전술 훈련', tags: ['TACTICS'] }));
  await saveDraft(t, editor.token);
  for (const board of [FREE_BOARD, QNA_BOARD]) {
    const post = await writePost(t, board, user.token);
    await writePost(t, board, other.token);
    const first = await writeComment(t, board, admin.token, post, '좋은 글입니다');
    await writeReply(t, board, other.token, { id: post, commentId: first.id }, '동의합니다', user.id);
  }
  const onArticle = await t.request('POST', `/api/article/${article}/comment`, {
    token: user.token,
    json: { content: '유익한 기사네요' },
  });
  if (onArticle.status !== 201) throw new Error(`comment failed: ${onArticle.status}`);
  await t.request('PATCH', `/api/user/${editor.id}/follow`, { token: user.token });
  await t.request('PATCH', `/api/user/${user.id}/follow`, { token: other.token });
  const image = await uploadImage(t, user.token);
  await seedCompetitionDemo(t.db, new Date());
  return image;
};

/** Tokens a forger might try: garbage, the wrong scheme, the wrong key, claims out of range or out of date. */
const forgedTokens = async (user: TestUser): Promise<string[]> => {
  const key = new TextEncoder().encode(TEST_JWT_SECRET);
  const now = Math.floor(Date.now() / 1000);
  const signed = (claims: Record<string, unknown>, secret = key, patch?: (jwt: SignJWT) => SignJWT) => {
    let jwt = new SignJWT({ role: 'USER', tv: 0, ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(String(claims.sub ?? user.id))
      .setIssuedAt(now)
      .setExpirationTime(now + 3600);
    if (patch) jwt = patch(jwt);
    return jwt.sign(secret);
  };
  const tokens = await Promise.all([
    signed({ sub: '2147483648' }),
    signed({ sub: '9007199254740993' }),
    signed({ sub: '-1' }),
    signed({ sub: '0' }),
    signed({ sub: '1e3' }),
    signed({ tv: 2 ** 40 }),
    signed({ tv: -1 }),
    signed({ role: 'ADMIN' }),
    signed({ role: 'ROOT' }),
    signed({}, new TextEncoder().encode('not-the-secret-0123456789abcdef')),
    signed({}, key, (jwt) => jwt.setIssuedAt(now + 3600)),
    signed({}, key, (jwt) => jwt.setExpirationTime(now - 60)),
    signed({}, key, (jwt) => jwt.setIssuer('someone-else')),
    signed({}, key, (jwt) => jwt.setAudience('kickoff:other')),
  ]);
  const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
    JSON.stringify({ sub: String(user.id), role: 'ADMIN', tv: 0 }),
  ).toString('base64url')}.`;
  return [
    ...tokens.map((token) => `Bearer ${token}`),
    `Bearer ${none}`,
    `Bearer ${user.token}x`,
    `Bearer ${user.token.split('.').slice(0, 2).join('.')}.`,
    'Bearer',
    'Bearer ',
    'Bearer null',
    'Bearer a.b.c',
    `Bearer ${'a'.repeat(5000)}`,
    'Basic dXNlcjpwYXNzd29yZA==',
    `bearer ${user.token}`,
    `Bearer  ${user.token}`,
  ];
};

export const createFuzzWorld = async (): Promise<FuzzWorld> => {
  const t = await createTestApp({ engine: FUZZ_ENGINE });
  const user = await t.signUp({ nickname: '퍼즈회원' });
  const admin = await t.signUp({ role: 'ADMIN', nickname: '퍼즈관리자' });
  const editor = await t.signUp({ role: 'EDITOR', nickname: '퍼즈에디터' });
  const other = await t.signUp({ nickname: '퍼즈이웃' });
  const image = await seed(t, user, admin, editor, other);
  const forged = await forgedTokens(user);
  const tokens: Record<'user' | 'admin', string> = { user: user.token, admin: admin.token };
  const pools = new Map<string, (number | string)[]>();

  const reload = async () => {
    pools.set('user', await rows(t, sql`select id as v from users order by id`));
    for (const kind of ['article', 'post', 'qna']) {
      pools.set(kind, await rows(t, sql`select id as v from contents where kind = ${kind} order by id`));
      pools.set(
        `${kind}-comment`,
        await rows(
          t,
          sql`select c.id as v from comments c join contents i on i.id = c.content_id where i.kind = ${kind} order by c.id`,
        ),
      );
    }
    pools.set('notification', await rows(t, sql`select id as v from notifications order by id`));
    pools.set(
      'league',
      await rows(t, sql`select id as v from competitions where kind = 'LEAGUE' order by id`),
    );
    pools.set('cup', await rows(t, sql`select id as v from competitions where kind = 'CUP' order by id`));
    pools.set('competition', await rows(t, sql`select id as v from competitions order by id`));
    pools.set('team', await rows(t, sql`select id as v from teams order by id`));
    pools.set(
      'post-url',
      // A link of the site's form even when the fuzz has deleted every post (the url field checks the
      // form; whether the post is there is the use case's 400, after the budget is spent).
      [
        ...(await rows(
          t,
          sql`select id as v from contents where kind = 'post' and not is_draft order by id`,
        )),
        MAX_ID,
      ].map((id) => `http://localhost/board/post/${id}`),
    );
  };
  await reload();
  pools.set('image', [image]);
  pools.set('provider', ['kakao', 'naver', 'google']);

  // Refs sit where the schema puts ids, a few levels down at most: deeper values (nesting attacks) are kept.
  const resolve = (value: unknown, asText: boolean, depth = 0): unknown => {
    if (depth > 8) return value;
    if (value instanceof Ref) {
      const pool = pools.get(value.pool) ?? [];
      const picked = pool.length > 0 ? pool[value.pick % pool.length] : value.pick + 1;
      return asText ? String(picked) : picked;
    }
    if (Array.isArray(value)) return value.map((x) => resolve(x, asText, depth + 1));
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
      return Object.fromEntries(Object.entries(value).map(([k, x]) => [k, resolve(x, asText, depth + 1)]));
    return value;
  };

  return {
    t,
    people: { user, admin, editor },
    authorization: (actor, pick) => {
      if (actor === 'visitor') return undefined;
      if (actor === 'forged') return forged[pick % forged.length];
      return `Bearer ${tokens[actor]}`;
    },
    token: (actor) => tokens[actor],
    resolve,
    reload,
    refresh: async (actor) => {
      if (actor !== 'user' && actor !== 'admin') return;
      const person = actor === 'user' ? user : admin;
      const [row] = (
        (await t.db.execute(sql`select role, token_version from users where id = ${person.id}`)) as {
          rows: { role: 'USER' | 'ADMIN'; token_version: number }[];
        }
      ).rows;
      if (row)
        tokens[actor] = await t.jwt.sign({
          userId: person.id,
          role: row.role,
          tokenVersion: row.token_version,
        });
    },
    close: () => t.close(),
  };
};
