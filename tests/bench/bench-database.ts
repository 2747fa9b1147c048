import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A throwaway PostgreSQL database on the server of `adminUrl`, dropped after the run. */
export const createBenchDatabase = async (adminUrl: string) => {
  const name = `kickoff_bench_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
};
