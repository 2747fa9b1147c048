import { createNotifier } from '../../../application/notifications/notify.use-case';
import type { Notifier } from '../../../ports/notifications.port';
import { inProcessBus } from '../../bus/in-process-bus';
import { notificationsRepository } from '../../db/notifications.repository';
import type { AppDeps } from '../deps';

/** The notifier handed to the use cases that create notifications (comments, likes, follows, articles). */
export const notifierOf = (deps: AppDeps): Notifier =>
  createNotifier({
    repo: notificationsRepository(deps.db),
    bus: deps.bus ?? inProcessBus(),
    clock: deps.clock,
  });
