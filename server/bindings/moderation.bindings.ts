import { MODERATION_OPERATIONS as MOD } from '../../src/contract/moderation.operations';
import { REPORT_OPERATIONS as REPORTS } from '../../src/contract/reports.operations';
import { decide, moderationQueue } from '../application/moderation/queue.use-case';
import { fileReport, type ModerationDeps, myReports } from '../application/moderation/report.use-case';
import {
  myTakedown,
  objectTakedown,
  requestTakedown,
  takedownCases,
  takedownStep,
} from '../application/moderation/takedown.use-case';
import { type Binding, bind } from './binding';

/** Reports (신고), the reporter's own list, the moderation queue and 임시조치 (issue 22). */
export const moderationBindings = (deps: ModerationDeps): Binding[] => [
  bind(REPORTS.create, ({ actor, body }) => fileReport(deps, actor, body)),
  bind(REPORTS.mine, ({ actor, query }) => myReports(deps, actor, query)),
  bind(MOD.queue, ({ actor, query }) => moderationQueue(deps, actor, query)),
  bind(MOD.decide, ({ actor, body }) => decide(deps, actor, body)),
  bind(MOD.cases, ({ actor, query }) => takedownCases(deps, actor, query)),
  bind(MOD.step, ({ actor, params, body }) => takedownStep(deps, actor, params.id, body)),
  bind(MOD.request, ({ actor, body }) => requestTakedown(deps, actor, body)),
  bind(MOD.mine, ({ actor, params }) => myTakedown(deps, actor, params.id)),
  bind(MOD.object, ({ actor, params, body }) => objectTakedown(deps, actor, params.id, body)),
];
