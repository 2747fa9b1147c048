import { openDatabase } from '../adapters/db/client';
import { loadConfig } from '../config';
import { startFailureText } from './start-failure';
import { runUserCommand } from './user-command';

/**
 * `npm run user -- role <email> <ROLE>` against the configured database. On the embedded database the
 * server must be stopped first (one process per data directory).
 */
const main = async () => {
  try {
    const config = loadConfig(process.env);
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      const { code, output } = await runUserCommand(database.db, process.argv.slice(2));
      (code === 0 ? console.info : console.error)(output);
      process.exitCode = code;
    } finally {
      await database.close();
    }
  } catch (error) {
    const text = startFailureText(error);
    if (text === null) throw error;
    console.error(text);
    process.exitCode = 1;
  }
};

void main();
