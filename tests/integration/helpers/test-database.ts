import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type Engine, openDatabase } from '../../../server/adapters/db/client';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server we may create databases on. */
export const ENGINES: readonly Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** The migrated database tests/setup/pglite-template.ts dumped for this run, read once per file. */
let template: Blob | undefined;
const pgliteTemplate = (): Blob => {
  template ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  return template;
};

/**
 * A freshly migrated database for one test file: an in-memory PGlite, or a throwaway PostgreSQL
 * database (dropped on close) so files running in parallel never share rows.
 */
export const openTestDatabase = async (engine: Engine): Promise<Database> => {
  if (engine === 'pglite') return openDatabase({ pgliteTemplate: pgliteTemplate() });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `kickoff_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({
    databaseUrl: withDatabase(adminUrl, name),
    poolSize: 4,
    // The drop below ends (57P01) any connection a pool still holds; anything else is a real failure.
    onIdleConnectionError: (error) => {
      if ((error as { code?: string }).code !== '57P01') throw error;
    },
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
};

/** Empties every table (including those later migrations add) and restarts the id sequences. */
export const resetTables = async (database: Database) => {
  const result = (await database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as {
    rows: { tablename: string }[];
  };
  const names = result.rows.map((r) => `"${r.tablename}"`);
  if (names.length > 0)
    await database.db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
};
