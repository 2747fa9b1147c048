import { Effect, Exit } from 'effect';
import { isRole, ROLES } from '../../src/domain/role';
import { accountsRepository } from '../adapters/db/accounts.repository';
import type { Db } from '../adapters/db/client';
import { changeRole } from '../application/accounts/admin.use-case';
import { OPERATOR_TEXT } from '../../src/domain/text/operator';

const T = OPERATOR_TEXT.user;
export const USAGE = T.usage(ROLES);

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
  if (!isRole(role)) return { code: 2, output: `${T.unknownRole(role, ROLES)}\n${USAGE}` };
  const email = rawEmail.trim().toLowerCase();
  const exit = await Effect.runPromiseExit(changeRole(accountsRepository(db), email, role));
  if (Exit.isSuccess(exit)) {
    const { id, previous } = exit.value;
    return { code: 0, output: T.roleChanged(id, email, previous, role) };
  }
  return { code: 1, output: T.noAccount(email) };
};
