import type { Operation } from '../../src/contract/operation';
import { accountBindings } from './account.bindings';
import { adminBindings } from './admin.bindings';
import type { Binding } from './binding';
import { blockBindings } from './block.bindings';
import { contentBindings } from './content.bindings';
import { exportBindings } from './export.bindings';
import { guardianBindings } from './guardian.bindings';
import { moderationBindings } from './moderation.bindings';
import { policyBindings } from './policies.bindings';
import { profileBindings } from './profile.bindings';
import { pushBindings } from './push.bindings';
import type { RuleDeps } from './rule-deps';
import { socialBindings } from './social.bindings';
import { teamBindings } from './team.bindings';
import { imageBindings, youthBindings } from './youth.bindings';

export type { Binding, RuleInput } from './binding';
export type { RuleDeps } from './rule-deps';

/**
 * Every operation a use case answers, bound once for every host. What is not here is a host's own:
 * the notification stream, image files, the competition file import, social sign-in pages, the API
 * reference and health.
 */
export const ruleBindings = (deps: RuleDeps): ReadonlyMap<Operation, Binding> =>
  new Map(
    [
      ...accountBindings(deps),
      ...profileBindings(deps.profiles, deps.content),
      ...socialBindings(deps),
      ...contentBindings(deps.content),
      ...youthBindings(deps),
      ...teamBindings(deps),
      ...imageBindings(deps),
      ...moderationBindings(deps.moderation),
      ...exportBindings(deps.exports),
      ...guardianBindings(deps.guardian),
      ...adminBindings(deps.admin),
      ...blockBindings(deps.moderation),
      ...policyBindings(deps.consents),
      ...pushBindings(deps.push),
    ].map((binding) => [binding.op, binding]),
  );
