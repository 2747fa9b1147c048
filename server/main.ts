import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './adapters/db/lock';
import { createLogger } from './adapters/log/logger';
import { startServer } from './start';

/** Composition root of the API server: `npm start` (after the browser build) or `tsx server/main.ts`. */
const main = async () => {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  let running: Awaited<ReturnType<typeof startServer>>;
  try {
    running = await startServer(config, logger);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (error instanceof DataDirLockedError) console.error(error.message);
    else if (code === 'EADDRINUSE')
      console.error(`Port ${config.port} is already in use. Stop the other program or set PORT.`);
    else console.error('Kickoff could not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.info(`Kickoff is running at ${running.url} (database: ${running.database.engine})`);

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    running
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
};

void main();
