import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON logs. Redaction is a safety net: code never logs a body, but an error object or a
 * request passed by mistake must still not leak a password, hash or token.
 */
export const createLogger = (level: string, destination?: pino.DestinationStream): Logger =>
  pino(
    {
      level,
      base: { service: 'kickoff' },
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
    destination,
  );
