import { useActorRef, useSelector } from '@xstate/react';
import type { AppServices } from '../../../application/app-services';
import { provideConsultationAnswerMachine } from '../../../application/profile/provide-profile';
import { refreshAll } from '../../../application/query-client';
import { CONTENT_LIMITS } from '../../../domain/content/limits';
import { PROFILE_PAGE_TEXT } from '../../../domain/text/profile-page';
import { AutoGrowTextarea, Button, ConfirmDialog } from '../../components';
import { useNotices } from '../../hooks/use-notices';
import { useProvided } from '../../hooks/use-provided';
import { Form, FormButtons } from './consultation.styles';

const T = PROFILE_PAGE_TEXT.counsel;

const answerMachine = (s: AppServices) =>
  provideConsultationAnswerMachine({ profileApi: s.profileApi, refresh: refreshAll(s.queryClient) });

/**
 * The recipient's reply to a requested consultation: an answer, or a decline after a confirmation.
 * The machine keeps one reply in flight at a time; once sent, the refreshed list shows the outcome.
 */
export const ConsultationAnswerForm = ({ consultationId }: { consultationId: number }) => {
  const actor = useActorRef(useProvided(answerMachine), { input: { consultationId } });
  useNotices(actor);
  const answer = useSelector(actor, (s) => s.context.answer);
  const answering = useSelector(actor, (s) => s.matches('answering'));
  const declining = useSelector(actor, (s) => s.matches('declining'));
  const confirming = useSelector(actor, (s) => s.matches('confirmingDecline') || s.matches('declining'));
  const done = useSelector(actor, (s) => s.status === 'done');
  if (done) return null;
  const busy = answering || declining;
  const fieldId = `consultation-answer-${consultationId}`;
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'answer.submit' });
      }}
    >
      <label htmlFor={fieldId}>{T.answerLabel}</label>
      <AutoGrowTextarea
        id={fieldId}
        value={answer}
        rows={3}
        maxHeight={240}
        maxLength={CONTENT_LIMITS.consultationLength}
        placeholder={T.answerPlaceholder}
        readOnly={busy}
        onChange={(event) => actor.send({ type: 'answer.change', answer: event.target.value })}
      />
      <FormButtons>
        <Button
          type="button"
          variant="secondary"
          disabled={busy}
          onClick={() => actor.send({ type: 'decline.ask' })}
        >
          {T.decline}
        </Button>
        <Button type="submit" pending={answering} disabled={declining}>
          {T.submit}
        </Button>
      </FormButtons>
      <ConfirmDialog
        open={confirming}
        title={T.declineTitle}
        message={T.declineMessage}
        confirmLabel={T.declineConfirm}
        cancelLabel={T.cancel}
        danger
        pending={declining}
        onConfirm={() => actor.send({ type: 'decline.confirm' })}
        onCancel={() => actor.send({ type: 'decline.cancel' })}
      />
    </Form>
  );
};
