import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { inCheckout } from '../checkout';
import { type ChangeFeed, pgliteChangeFeed } from './change-feed';
import { type DirLock, lockDataDir } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** Drizzle over PGlite or node-postgres: the same query API, so repositories never know which. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  engine: Engine;
  /** `select 1`: rejects when the database does not answer. */
  ping: () => Promise<void>;
  /** The embedded database's change feed (change-feed.ts); PostgreSQL has none. */
  changes?: ChangeFeed;
  close: () => Promise<void>;
};

export const MIGRATIONS_DIR = inCheckout('server', 'adapters', 'db', 'migrations');

export type DatabaseOptions = {
  /** PostgreSQL connection string; without it, PGlite stores its files in `<dataDir>/pglite`. */
  databaseUrl?: string | undefined;
  /** Data directory (locked while open), or `undefined` with no databaseUrl for an in-memory PGlite. */
  dataDir?: string | undefined;
  poolSize?: number;
  /**
   * An in-memory PGlite starts from this dump of a database (`dumpDataDir`) instead of an empty one: the
   * test suite migrates one template per run and loads it in every file, seconds cheaper than migrating.
   */
  pgliteTemplate?: Blob;
  /**
   * A pooled connection that dies while idle (the server restarts, a network partition, an
   * administrator ends it). Without a listener node-postgres throws it as an uncaught exception and the
   * process stops; with one the pool drops that connection and opens another on the next query.
   */
  onIdleConnectionError?: (error: Error) => void;
};

const finish = async (
  db: Db,
  engine: Engine,
  closeClient: () => Promise<void>,
  lock?: DirLock,
  feed?: () => Promise<ChangeFeed>,
): Promise<Database> => {
  const close = async () => {
    try {
      await closeClient();
    } finally {
      lock?.release();
    }
  };
  let changes: ChangeFeed | undefined;
  try {
    if (engine === 'pglite') await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    else await migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
    changes = await feed?.();
  } catch (error) {
    await close();
    throw error;
  }
  return {
    db,
    engine,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close,
    ...(changes ? { changes } : {}),
  };
};

/** Opens the database of the configuration and applies the committed migrations. */
export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    return finish(db, 'postgres', () => pool.end());
  }
  const lock = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  try {
    const client = options.dataDir
      ? new PGlite(join(options.dataDir, 'pglite'))
      : new PGlite(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {});
    await client.waitReady;
    const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
    return finish(
      db,
      'pglite',
      () => client.close(),
      lock,
      () => pgliteChangeFeed(client),
    );
  } catch (error) {
    lock?.release();
    throw error;
  }
};
