import { Effect } from 'effect';
import { ACCOUNT_OPERATIONS as ACCOUNT } from '../../src/contract/account.operations';
import { AUTH_OPERATIONS as AUTH } from '../../src/contract/auth.operations';
import { USER_OPERATIONS as USER } from '../../src/contract/user.operations';
import { completeProfile } from '../application/accounts/onboarding.use-case';
import { resetPassword, sendResetLink } from '../application/accounts/password-reset.use-case';
import { ownSession, publicProfile } from '../application/accounts/profile.use-case';
import { signIn } from '../application/accounts/sign-in.use-case';
import { signOut } from '../application/accounts/sign-out.use-case';
import { signUp } from '../application/accounts/sign-up.use-case';
import { endPushOf } from '../application/notifications/push.use-case';
import { joinWithConsents } from '../application/policies/consents.use-case';
import { type Binding, bind } from './binding';
import { withConsentsDue } from './policies.bindings';
import type { RuleDeps } from './rule-deps';

/** Sign-up, sign-in, sign-out, password reset, onboarding and the profile reads of spec section 7 "Users". */
export const accountBindings = (deps: RuleDeps): Binding[] => [
  bind(AUTH.signUp, ({ body }) =>
    joinWithConsents(
      deps.consents,
      (joined) => joined.id,
      body.consents,
      signUp(deps.accounts, body, 'USER', deps.clock()),
    ).pipe(Effect.map(({ token }) => ({ token }))),
  ),
  bind(AUTH.signIn, ({ body }) => signIn(deps.accounts, body)),
  bind(AUTH.logout, ({ actor }) =>
    signOut(deps.accounts.accounts, actor).pipe(Effect.andThen(endPushOf(deps.push, actor.id))),
  ),
  bind(ACCOUNT.oauthProviders, () => Effect.succeed({ providers: [...deps.socialProviders] })),
  // Answered before any lookup, so a registered and an unknown email take the same time; the mail is
  // sent after the answer and a failure only reported.
  bind(ACCOUNT.requestPasswordReset, ({ body }) =>
    Effect.sync(() => {
      Effect.runPromise(sendResetLink(deps.resets, body.email, deps.clock())).catch((error: unknown) =>
        deps.report(error, 'password reset mail failed'),
      );
    }),
  ),
  bind(ACCOUNT.resetPassword, ({ body }) => resetPassword(deps.resets, body, deps.clock())),
  bind(ACCOUNT.completeProfile, ({ actor, body }) =>
    joinWithConsents(
      deps.consents,
      () => actor.id,
      body.consents,
      completeProfile(deps.accounts.accounts, actor, body, deps.clock()),
    ),
  ),
  bind(USER.ownProfile, ({ actor }) =>
    withConsentsDue(deps.consents, actor, ownSession(deps.accounts.accounts, actor, deps.clock())),
  ),
  bind(USER.user, ({ actor, params }) =>
    publicProfile(deps.accounts.accounts, actor, params.id, deps.clock()),
  ),
];
