import { styled } from '@linaria/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ConsultationMachine } from '../../../application/articles/consultation.machine';
import { CONSULTATION_TYPE_LABEL, CONSULTATION_TYPES, isConsultationType } from '../../../domain/catalog';
import { ARTICLE_TEXT as T } from '../../../domain/text/articles';
import { AutoGrowTextarea, Button, Dropdown, Modal } from '../../components';
import { color, fontSize, space } from '../../theme/tokens';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.md};

  p {
    margin: 0;
    color: ${color.textSecondary};
    font-size: ${fontSize.md};
  }
  label {
    font-size: ${fontSize.sm};
    font-weight: 600;
  }
`;

const OPTIONS = CONSULTATION_TYPES.map((value) => ({ value, label: CONSULTATION_TYPE_LABEL[value] }));

/** The consultation request modal (spec sections 2 and 5); the machine owns its state. */
export const ConsultationModal = ({
  actor,
  recipientName,
}: {
  actor: ActorRefFrom<ConsultationMachine>;
  recipientName: string;
}) => {
  const open = useSelector(actor, (s) => !s.matches('closed'));
  const pending = useSelector(actor, (s) => s.matches('submitting'));
  const consultationType = useSelector(actor, (s) => s.context.consultationType);
  const message = useSelector(actor, (s) => s.context.message);
  return (
    <Modal
      open={open}
      onClose={() => actor.send({ type: 'consultation.close' })}
      title={T.consultationTitle}
      width={480}
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'consultation.submit' });
        }}
      >
        <p>{T.consultationTo(recipientName)}</p>
        <Dropdown
          field
          label={T.consultationType}
          value={consultationType}
          options={OPTIONS}
          onChange={(value) => {
            if (isConsultationType(value)) actor.send({ type: 'consultation.type', consultationType: value });
          }}
        />
        <label htmlFor="consultation-message">{T.consultationMessage}</label>
        <AutoGrowTextarea
          id="consultation-message"
          value={message}
          rows={4}
          maxHeight={240}
          placeholder={T.consultationPlaceholder}
          onChange={(event) => actor.send({ type: 'consultation.message', message: event.target.value })}
        />
        <Button type="submit" block pending={pending}>
          {T.consultationSubmit}
        </Button>
      </Form>
    </Modal>
  );
};
