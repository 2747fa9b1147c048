import { styled } from '@linaria/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { failureText } from '../../../application/failure-text';
import type { NotificationPreferencesResponse } from '../../../contract/push';
import {
  notificationPreferencesQuery,
  PUSH_QUERY_KEYS,
  savePreferencesMutation,
} from '../../../application/push/push.queries';
import {
  type NotificationCategory,
  type NotificationChannel,
  preferencesOf,
  withChoice,
} from '../../../domain/notification-preferences';
import { PUSH_TEXT as T } from '../../../domain/text/push';
import { SHELL_TEXT } from '../../../domain/text/shell';
import { Button, Spinner, useToast } from '../../components';
import { PushOptIn } from '../../features/push/push-opt-in';
import { useServices } from '../../hooks/use-services';
import { color, fontSize, fontWeight, space } from '../../theme/tokens';
import { Hint, Section, SectionHeading } from './settings.styles';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSize.sm};

  th,
  td {
    padding: ${space.sm} ${space.xs};
    border-bottom: 1px solid ${color.border};
    text-align: center;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
    font-weight: ${fontWeight.regular};
    color: ${color.text};
  }
  thead th {
    font-weight: ${fontWeight.semibold};
    color: ${color.textSecondary};
  }
  input {
    width: 22px;
    height: 22px;
    accent-color: ${color.brand};
    cursor: pointer;
  }
`;

/**
 * 알림 설정 (issue 27): for each kind of notification, whether it reaches the bell (알림함) and the
 * phone (푸시); each checkbox saves at once. Above the table, turning push on for this browser.
 */
export const NotificationSettings = () => {
  const { pushApi } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const headingId = useId();
  const query = useQuery(notificationPreferencesQuery(pushApi));
  // The box shows the choice at once; a refusal puts the server's table back.
  const save = useMutation({
    ...savePreferencesMutation(pushApi),
    onMutate: (rows) =>
      queryClient.setQueryData<NotificationPreferencesResponse>(PUSH_QUERY_KEYS.preferences, (current) =>
        current
          ? {
              ...current,
              preferences: current.preferences.map(
                (row) => rows.find((r) => r.category === row.category) ?? row,
              ),
            }
          : current,
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(PUSH_QUERY_KEYS.preferences, answer);
      toast.show({ type: 'success', message: T.saved });
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: PUSH_QUERY_KEYS.preferences });
      toast.show({ type: 'error', message: failureText(error, T.saveFailed) });
    },
  });
  const data = query.data;
  const prefs = data ? preferencesOf(data.preferences) : null;
  const change = (category: NotificationCategory, channel: NotificationChannel, on: boolean) => {
    if (!prefs) return;
    const next = withChoice(prefs, category, channel, on);
    save.mutate([{ category, ...next[category] }]);
  };
  return (
    <Section aria-labelledby={headingId} data-testid="notification-settings">
      <SectionHeading id={headingId}>{T.settingsTitle}</SectionHeading>
      <Hint>{T.settingsDescription}</Hint>
      <PushOptIn />
      {!data || !prefs ? (
        query.isPending ? (
          <Spinner label={SHELL_TEXT.loading} />
        ) : (
          <Hint>
            {T.saveFailed}{' '}
            <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
              {SHELL_TEXT.retry}
            </Button>
          </Hint>
        )
      ) : (
        <Table aria-busy={save.isPending || undefined}>
          <thead>
            <tr>
              <th scope="col">{T.categoryColumn}</th>
              <th scope="col">{T.bellColumn}</th>
              <th scope="col">{T.pushColumn}</th>
            </tr>
          </thead>
          <tbody>
            {data.preferences.map(({ category }) => (
              <tr key={category}>
                <th scope="row">{T.categories[category]}</th>
                {(['bell', 'push'] as const).map((channel) => (
                  <td key={channel}>
                    <input
                      type="checkbox"
                      checked={prefs[category][channel]}
                      disabled={save.isPending}
                      aria-label={T.switchLabel(
                        T.categories[category],
                        channel === 'bell' ? T.bellColumn : T.pushColumn,
                      )}
                      onChange={(event) => change(category, channel, event.currentTarget.checked)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Section>
  );
};
