import { styled } from '@linaria/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { failureText } from '../../../application/failure-text';
import type { PushEnableOutcome } from '../../../application/push/push-api.port';
import {
  disablePushMutation,
  enablePushMutation,
  PUSH_QUERY_KEYS,
  pushDeviceQuery,
} from '../../../application/push/push.queries';
import { PUSH_TEXT as T } from '../../../domain/text/push';
import { Button, useToast } from '../../components';
import { useServices } from '../../hooks/use-services';
import { color, fontSize, fontWeight, radius, space } from '../../theme/tokens';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding: ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.bgSubtle};

  h3 {
    font-size: ${fontSize.md};
    font-weight: ${fontWeight.semibold};
  }
  p {
    color: ${color.textSecondary};
    font-size: ${fontSize.sm};
    line-height: 1.6;
  }
`;

const OUTCOME_TEXT: Record<Exclude<PushEnableOutcome, 'on'>, string> = {
  denied: T.denied,
  unsupported: T.unsupported,
  failed: T.failed,
};

/**
 * 휴대폰으로 알림 받기: the explanation first, then the member's own click asks the browser for
 * permission (never a prompt on a first visit). Shown on the 알림 page and in the settings.
 */
export const PushOptIn = () => {
  const { pushApi } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const headingId = useId();
  const device = useQuery(pushDeviceQuery(pushApi));
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PUSH_QUERY_KEYS.device }),
      queryClient.invalidateQueries({ queryKey: PUSH_QUERY_KEYS.preferences }),
    ]);
  const enable = useMutation({
    ...enablePushMutation(pushApi),
    onSettled: refresh,
    onSuccess: (outcome) => {
      if (outcome !== 'on') toast.show({ type: 'error', message: OUTCOME_TEXT[outcome] });
    },
    onError: (error) => toast.show({ type: 'error', message: failureText(error, T.failed) }),
  });
  const disable = useMutation({
    ...disablePushMutation(pushApi),
    onSettled: refresh,
    onError: (error) => toast.show({ type: 'error', message: failureText(error, T.failed) }),
  });
  const state = device.data;
  return (
    <Box role="region" aria-labelledby={headingId} data-testid="push-opt-in">
      <h3 id={headingId}>{T.optInTitle}</h3>
      <p>{T.optInExplanation}</p>
      {state === 'unsupported' ? (
        <p>{T.unsupported}</p>
      ) : state === 'denied' ? (
        <p>{T.denied}</p>
      ) : state === 'on' ? (
        <>
          <p role="status">{T.optedIn}</p>
          <div>
            <Button variant="secondary" disabled={disable.isPending} onClick={() => disable.mutate()}>
              {T.optOut}
            </Button>
          </div>
        </>
      ) : state === 'off' ? (
        <div>
          <Button disabled={enable.isPending} onClick={() => enable.mutate()}>
            {enable.isPending ? T.enabling : T.optIn}
          </Button>
        </div>
      ) : null}
    </Box>
  );
};
