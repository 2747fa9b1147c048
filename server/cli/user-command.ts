import { Effect, Exit } from 'effect';
import { isRole, ROLES } from '../../src/domain/role';
import { accountsRepository } from '../adapters/db/accounts.repository';
import type { Db } from '../adapters/db/client';
import { changeRole } from '../application/accounts/admin.use-case';

export const USAGE = `Usage: npm run user -- role <email> <${ROLES.join('|')}>`;

/**
 * `role <email> <ROLE>`: changes the role and bumps the token version, so tokens issued before stop
 * working on their next request. Returns the exit code and the line to print.
 */
export const runUserCommand = async (
  db: Db,
  args: readonly string[],
): Promise<{ code: number; output: string }> => {
  const [command, rawEmail, role] = args;
  if (command !== 'role' || !rawEmail || !role) return { code: 2, output: USAGE };
  if (!isRole(role)) return { code: 2, output: `Unknown role ${role}. ${USAGE}` };
  const email = rawEmail.trim().toLowerCase();
  const exit = await Effect.runPromiseExit(changeRole(accountsRepository(db), email, role));
  if (Exit.isSuccess(exit)) {
    const { id, previous } = exit.value;
    return {
      code: 0,
      output: `User ${id} <${email}>: ${previous} -> ${role}. Their existing sessions are signed out.`,
    };
  }
  return { code: 1, output: `No account with the email ${email}.` };
};
