import { Effect } from 'effect';
import { AUTH_OPERATIONS as AUTH } from '../../../../src/contract/auth.operations';
import { ACCOUNT_OPERATIONS as ACCOUNT } from '../../../../src/contract/account.operations';
import { accountBindings } from '../../../bindings/account.bindings';
import type { AppDeps } from '../deps';
import { routesOf, serveBound } from '../operation-routes';
import { tooManyRequests } from '../rate-limit';
import { ruleDepsOf } from '../rule-deps';
import { signInGuard } from '../sign-in-guard';

/**
 * Sign-up, sign-in, password reset, onboarding and profile reads, answered by their bound use cases;
 * what only HTTP adds: sign-in's slowing of repeated failures (cleared by a successful password reset too),
 * the reset mail's per-address budget.
 */
export const userRoutes = (deps: AppDeps) =>
  routesOf(
    accountBindings(ruleDepsOf(deps)).map((binding) => {
      if (binding.op === AUTH.signIn)
        return serveBound(binding, {}, {}, async (input, run) => {
          const guard = signInGuard(input.c, (input.body as { email: string }).email);
          await guard.before();
          return (await run()).pipe(
            Effect.tapError((error) =>
              error._tag === 'Unauthorized' ? Effect.promise(guard.failed) : Effect.void,
            ),
            Effect.tap(() => Effect.promise(guard.succeeded)),
          );
        });
      if (binding.op === ACCOUNT.resetPassword)
        return serveBound(binding, {}, {}, async (input, run) =>
          (await run()).pipe(
            Effect.tap((done) => {
              const email = (done as { email: string | null }).email;
              return email ? Effect.promise(signInGuard(input.c, email).succeeded) : Effect.void;
            }),
          ),
        );
      if (binding.op === ACCOUNT.requestPasswordReset)
        return serveBound(binding, {}, {}, async (input, run) => {
          const email = (input.body as { email: string }).email;
          const wait = await input.c.get('limiter').consume(['passwordResetEmail'], `e:${email}`);
          if (wait !== null) throw tooManyRequests('passwordReset', wait);
          return run();
        });
      return serveBound(binding);
    }),
  );
