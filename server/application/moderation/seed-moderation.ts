import { Effect } from 'effect';
import type { NewReport, ReportStore } from '../../ports/reports.port';
import type { NewTakedown, TakedownStore } from '../../ports/takedowns.port';

/**
 * Files the demo's reports and 권리침해 신고 (content/demo/moderation.ts) through the stores, so the
 * server's seed and the demo host hold the same console content.
 */
export const seedModerationDemo = (
  stores: { readonly reports: ReportStore; readonly takedowns: TakedownStore },
  plan: { readonly reports: readonly NewReport[]; readonly takedowns: readonly NewTakedown[] },
  now: Date,
) =>
  Effect.gen(function* () {
    for (const report of plan.reports) yield* stores.reports.insert(report, now);
    for (const takedown of plan.takedowns) yield* stores.takedowns.insert(takedown, now);
  });
