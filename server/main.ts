import { constants } from 'node:os';
import { DataDirLockedError } from './adapters/db/lock';
import { createLogger } from './adapters/log/logger';
import { ConfigError, loadConfig } from './config';
import { onStopSignals, SHUTDOWN_GRACE_MS } from './shutdown';
import type { RunningServer } from './start';

/**
 * Composition root of the API server. `npm start` builds the browser app when its sources changed
 * (scripts/build.mjs), then its shell is replaced by `node --import tsx server/main.ts`: this process,
 * with no wrapper between, receives SIGTERM from a service manager and SIGINT from a terminal.
 */
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
  let starting: Promise<RunningServer> | undefined;

  // Listening before the server's modules load (seconds on a busy machine) and while it starts
  // (migrations, the demo seed): a signal then stops it once it is up, never with the database open.
  onStopSignals(process, {
    stop: (signal) => {
      logger.info({ signal }, 'shutting down; a second signal exits at once');
      if (!starting) process.exit(0);
      starting
        .then((running) => {
          // A close that hangs (a database that never answers) must not keep the process alive forever.
          setTimeout(() => {
            logger.error('shutdown did not finish in time; exiting');
            process.exit(1);
          }, SHUTDOWN_GRACE_MS + 10_000).unref();
          return running.close();
        })
        .then(() => {
          logger.info('shutdown complete');
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        });
    },
    force: (signal) => {
      logger.warn({ signal }, 'second signal: exiting without finishing the shutdown');
      process.exit(128 + (constants.signals[signal] ?? 0));
    },
  });

  try {
    const { startServer } = await import('./start');
    starting = startServer(config, logger);
    const running = await starting;
    console.info(`Kickoff is running at ${running.url} (database: ${running.database.engine})`);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (error instanceof DataDirLockedError) console.error(error.message);
    else if (code === 'EADDRINUSE')
      console.error(`Port ${config.port} is already in use. Stop the other program or set PORT.`);
    else console.error('Kickoff could not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
};

void main();
