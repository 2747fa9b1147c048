import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Failed sign-ins per account the e2e server allows (tests/e2e/serve.ts); one journey reaches it. */
export const E2E_SIGN_IN_ACCOUNT_LIMIT = 5;

/** Where tests/e2e/serve.ts says which data directory the server on `port` uses. */
export const serverInfoFile = (port: string) =>
  join(process.cwd(), 'test-results', `e2e-server-${port}.json`);

/** The plain-text copies of the mails the e2e server wrote to its outbox for `email`. */
export const outboxMailsTo = (email: string): string[] => {
  const port = process.env.E2E_PORT ?? '3100';
  const { dataDir } = JSON.parse(readFileSync(serverInfoFile(port), 'utf8')) as { dataDir: string };
  const outbox = join(dataDir, 'outbox');
  let names: string[];
  try {
    names = readdirSync(outbox).filter((n) => n.endsWith('.txt'));
  } catch {
    return [];
  }
  return names
    .map((n) => readFileSync(join(outbox, n), 'utf8'))
    .filter((text) => text.startsWith(`To: ${email}\n`));
};
