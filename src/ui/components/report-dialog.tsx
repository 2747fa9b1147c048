import { styled } from '@linaria/react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { failureText } from '../../application/failure-text';
import { reportMutation } from '../../application/reports/reports.queries';
import {
  REPORT_DETAIL_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
  reportDetailMissing,
} from '../../domain/reports';
import { REPORT_TEXT as T } from '../../domain/text/reports';
import { useServices } from '../hooks/use-services';
import { color, fontSize, radius, space } from '../theme/tokens';
import { AutoGrowTextarea } from './auto-grow-textarea';
import { Button } from './button';
import { Modal } from './modal';
import { useToast } from './toast';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.md};

  p {
    margin: 0;
    color: ${color.textSecondary};
    font-size: ${fontSize.sm};
  }
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
  }
  legend {
    margin-bottom: ${space.xs};
    font-size: ${fontSize.sm};
    font-weight: 600;
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 40px;
  padding: 0 ${space.sm};
  border-radius: ${radius.sm};
  font-size: ${fontSize.md};
  cursor: pointer;

  &:hover {
    background: ${color.bgHover};
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${color.brand};
  }
`;

const Counter = styled.small`
  align-self: flex-end;
  color: ${color.textTertiary};
  font-size: ${fontSize.xs};
`;

export interface ReportDialogProps {
  /** What is reported; null: the dialog is closed. */
  readonly target: ReportTarget | null;
  readonly onClose: () => void;
}

/**
 * The report dialog (issue 22): a reason from the fixed list, for 기타 a text up to 500 characters,
 * then the Korean toast of the outcome. The shared modal traps focus and closes on Escape.
 */
export const ReportDialog = ({ target, onClose }: ReportDialogProps) => {
  const { reportsApi } = useServices();
  const toast = useToast();
  const ids = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const close = () => {
    setReason(null);
    setDetail('');
    onClose();
  };
  const send = useMutation({
    ...reportMutation(reportsApi),
    onSuccess: () => {
      toast.show({ type: 'success', message: T.done });
      close();
    },
    onError: (error) => toast.show({ type: 'error', message: failureText(error, T.failed) }),
  });
  const incomplete = reason === null || reportDetailMissing(reason, detail);
  return (
    <Modal open={target !== null} onClose={close} title={T.dialogTitle} width={440}>
      <Form
        aria-describedby={`${ids}-about`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!target || reason === null || incomplete || send.isPending) return;
          send.mutate({
            targetKind: target.kind,
            targetId: target.id,
            reason,
            ...(reason === 'OTHER' ? { detail: detail.trim() } : {}),
          });
        }}
      >
        <p id={`${ids}-about`}>{T.dialogDescription}</p>
        <fieldset>
          <legend>{T.reasonLegend}</legend>
          {REPORT_REASONS.map((value) => (
            <Choice key={value}>
              <input
                type="radio"
                name={`${ids}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {T.reasons[value]}
            </Choice>
          ))}
        </fieldset>
        {reason === 'OTHER' ? (
          <>
            <label htmlFor={`${ids}-detail`}>{T.detailLabel}</label>
            <AutoGrowTextarea
              id={`${ids}-detail`}
              value={detail}
              rows={3}
              maxHeight={200}
              maxLength={REPORT_DETAIL_MAX}
              placeholder={T.detailPlaceholder}
              aria-describedby={`${ids}-count`}
              onChange={(event) => setDetail(event.target.value.slice(0, REPORT_DETAIL_MAX))}
            />
            <Counter id={`${ids}-count`} aria-live="polite">
              {T.detailCounter(detail.length, REPORT_DETAIL_MAX)}
            </Counter>
          </>
        ) : null}
        <Button type="submit" block disabled={incomplete} pending={send.isPending}>
          {T.submit}
        </Button>
      </Form>
    </Modal>
  );
};
