import { Effect } from 'effect';
import type { ReportReason, ReportTargetKind } from '../../../src/domain/reports';
import type { Stores } from '../../ports/unit-of-work.port';

/**
 * The reasons of the holds among some targets of one kind (issue 22): what the content and comment
 * read paths pass to their views. No ids, no read.
 */
export const heldReasons = (
  stores: Stores,
  kind: ReportTargetKind,
  ids: readonly number[],
): Effect.Effect<ReadonlyMap<number, ReportReason>> =>
  ids.length === 0
    ? Effect.succeed(new Map())
    : Effect.map(
        stores.reports.heldAmong(kind, ids),
        (holds) => new Map([...holds].map(([id, hold]) => [id, hold.reason])),
      );

/** The holds among items of any kinds (a profile tab mixes none, but cards accept any). */
export const heldAmongItems = (
  stores: Stores,
  items: readonly { readonly kind: ReportTargetKind; readonly id: number }[],
): Effect.Effect<ReadonlyMap<number, ReportReason>> => {
  const kinds = [...new Set(items.map((c) => c.kind))];
  return Effect.map(
    Effect.forEach(kinds, (kind) =>
      heldReasons(
        stores,
        kind,
        items.filter((c) => c.kind === kind).map((c) => c.id),
      ),
    ),
    (maps) => new Map(maps.flatMap((m) => [...m])),
  );
};
