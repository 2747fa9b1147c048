import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { prependNotification } from '../../../application/machines/notification-page';
import type {
  NotificationItem,
  NotificationPageResult,
} from '../../../application/ports/notifications-api.port';
import { notificationMutations, notificationsPageQuery } from '../../../application/queries';
import { queryKeys } from '../../../application/query-keys';
import { relativeTime } from '../../../domain/relative-time';
import { NOTIFICATION_TEXT as T } from '../../../domain/text/notifications';
import { PAGE_TEXT } from '../../../domain/text/pages';
import { Button, EmptyState, PagingBar, Spinner } from '../../components';
import { useLoginPrompt } from '../../hooks/use-login-prompt';
import { useServices } from '../../hooks/use-services';
import { useNotificationDot, useNotificationsActor, useSession } from '../../hooks/use-session';
import { PushOptIn } from '../../features/push/push-opt-in';
import { PageFrame } from '../page-frame';
import { Item, List, Time, Toolbar, Unread } from './alarm.styles';

const PAGE_SIZE = 10;

/**
 * /alarm: the signed-in user's notifications, newest first; a click marks one read and follows its link.
 * New ones from the live stream appear on top of the first page at once.
 */
export const AlarmPage = () => {
  const { status } = useSession();
  const promptLogin = useLoginPrompt();
  return (
    <PageFrame title={PAGE_TEXT.alarm.title} width="narrow">
      {status === 'signedIn' ? (
        <>
          <PushOptIn />
          <AlarmList />
        </>
      ) : status === 'signedOut' ? (
        <EmptyState
          title={T.loginTitle}
          description={T.loginDescription}
          action={<Button onClick={promptLogin}>{T.login}</Button>}
        />
      ) : (
        <Spinner />
      )}
    </PageFrame>
  );
};

const AlarmList = () => {
  const { notificationsApi } = useServices();
  const [page, setPage] = useState(1);
  const [, navigate] = useLocation();
  const query = useQuery(notificationsPageQuery(notificationsApi, page, PAGE_SIZE));
  const bell = useNotificationsActor();
  const dot = useNotificationDot();
  const queryClient = useQueryClient();
  const mutations = notificationMutations(notificationsApi);
  // The bell hears of each read at once, not at the next path change.
  const markRead = useMutation({
    mutationFn: mutations.markRead,
    onSuccess: (_, id) => bell.send({ type: 'notifications.read', id }),
  });
  const markAll = useMutation({
    mutationFn: mutations.markAllRead,
    onSuccess: () => bell.send({ type: 'notifications.allRead' }),
  });

  useEffect(() => {
    const key = queryKeys.notificationsPage(1, PAGE_SIZE);
    const live = bell.on('notifications.received', ({ notification }) =>
      queryClient.setQueryData<NotificationPageResult>(key, (current) =>
        current ? prependNotification(current, notification, PAGE_SIZE) : current,
      ),
    );
    return () => live.unsubscribe();
  }, [bell, queryClient]);

  if (query.isPending) return <Spinner />;
  const result = query.data;
  if (!result || result.data.length === 0)
    return <EmptyState title={PAGE_TEXT.alarm.emptyTitle} description={PAGE_TEXT.alarm.emptyDescription} />;

  const open = (n: NotificationItem) => {
    if (!n.read) markRead.mutate(n.id);
    navigate(n.link);
  };
  const now = new Date();
  // Nothing to mark: the bell knows of no unread one and this page shows none.
  const anyUnread = dot || result.data.some((n) => !n.read);
  return (
    <>
      <Toolbar>
        <Button
          variant="secondary"
          size="sm"
          pending={markAll.isPending}
          disabled={!anyUnread}
          onClick={() => markAll.mutate()}
        >
          {T.markAllRead}
        </Button>
      </Toolbar>
      <List aria-label={T.listLabel}>
        {result.data.map((n) => (
          <li key={n.id}>
            <Item type="button" data-unread={!n.read} onClick={() => open(n)}>
              <span>
                {n.read ? null : <Unread>{T.unread}</Unread>}
                {n.message}
              </span>
              <Time>{relativeTime(n.createdAt, now)}</Time>
            </Item>
          </li>
        ))}
      </List>
      {result.pageInfo.totalPages > 1 ? (
        <PagingBar page={page} totalPages={result.pageInfo.totalPages} onChange={setPage} />
      ) : null}
    </>
  );
};
