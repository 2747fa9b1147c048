import type { ContentSanitizer } from '../../ports/content.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import type { ViewCounter } from '../../ports/views.port';
import type { Notifier } from '../notifications/notify';

/** What the content and comment use cases of every kind work with. */
export type ContentDeps = {
  readonly uow: UnitOfWork;
  readonly sanitizer: ContentSanitizer;
  readonly notifier: Notifier;
  readonly clock: () => Date;
  /** Views counted in memory and written in batches: reading an item writes nothing. */
  readonly views: ViewCounter;
};
