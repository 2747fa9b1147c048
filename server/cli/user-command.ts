import { Cause, Effect, Exit } from 'effect';
import { isRole, ROLES } from '../../src/domain/role';
import type { Db } from '../adapters/db/client';
import { unitOfWork } from '../adapters/db/unit-of-work';
import { recordRoleChange } from '../application/moderation/members.use-case';
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
  clock: () => Date = () => new Date(),
): Promise<{ code: number; output: string }> => {
  const [command, rawEmail, role] = args;
  if (command !== 'role' || !rawEmail || !role) return { code: 2, output: USAGE };
  if (!isRole(role)) return { code: 2, output: `${T.unknownRole(role, ROLES)}\n${USAGE}` };
  const email = rawEmail.trim().toLowerCase();
  // The change and its audit entry (issue 22; the actor is null: the operator) commit together.
  const now = clock();
  const exit = await Effect.runPromiseExit(
    unitOfWork(db).transaction((stores) =>
      Effect.gen(function* () {
        const member = yield* stores.members.findByEmail(email, now);
        if (!member) return null;
        yield* recordRoleChange(stores, member, role, null, now);
        return { id: member.id, previous: member.role };
      }),
    ),
  );
  if (Exit.isSuccess(exit) && exit.value) {
    const { id, previous } = exit.value;
    return { code: 0, output: T.roleChanged(id, email, previous, role) };
  }
  if (Exit.isFailure(exit)) throw Cause.squash(exit.cause);
  return { code: 1, output: T.noAccount(email) };
};
