import pino, { type Logger } from 'pino';
import { type LogDestination, nonBlockingDestination } from './destination';
import { requestLogFields } from './request-context';

export type { Logger };

let standardOutput: LogDestination | undefined;
/** One destination on standard output for the whole process (it listens for the pipe's errors once). */
const stdoutDestination = () => (standardOutput ??= nonBlockingDestination(process.stdout));

/**
 * Structured JSON logs, by default to standard output without ever blocking (destination.ts: a full or
 * broken pipe drops lines instead of holding up requests or a shutdown). Redaction is a safety net: code never logs a body, but an error object or a
 * request passed by mistake must still not leak a password, hash or token.
 */
export const createLogger = (level: string, destination?: pino.DestinationStream): Logger =>
  pino(
    {
      level,
      base: { service: 'kickoff' },
      // Every line written while a request is handled carries its id (request-context.ts).
      mixin: requestLogFields,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'headers.authorization',
          'authorization',
          'password',
          'passwordHash',
          'token',
          'jwtSecret',
          'adminPassword',
          'demoPassword',
          '*.password',
          '*.passwordHash',
          '*.token',
          '*.authorization',
          '*.jwtSecret',
          '*.adminPassword',
          '*.demoPassword',
        ],
        censor: '[redacted]',
      },
    },
    destination ?? stdoutDestination(),
  );
