import { openDatabase } from '../adapters/db/client';
import { DataDirLockedError } from '../adapters/db/lock';
import { createLogger } from '../adapters/log/logger';
import { ConfigError, loadConfig } from '../config';
import { runCompetitionsCommand } from './competitions-command';

/**
 * `npm run competitions -- import <file>` against the configured database. On the embedded database the
 * server must be stopped first (one process per data directory).
 */
const main = async () => {
  try {
    const config = loadConfig(process.env);
    const logger = createLogger(config.logLevel);
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      const { code, output } = await runCompetitionsCommand(
        { db: database.db, config, logger },
        process.argv.slice(2),
      );
      (code === 0 ? console.info : console.error)(output);
      process.exitCode = code;
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exitCode = 1;
      return;
    }
    throw error;
  }
};

void main();
