import { styled } from '@linaria/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { failureText } from '../../application/failure-text';
import { consentMutation } from '../../application/policies/policies.queries';
import { paths } from '../../domain/paths';
import type { PolicyDocument } from '../../domain/policies';
import { POLICY_TEXT as T } from '../../domain/text/policies';
import { UI_MAIN_TEXT } from '../../domain/text/ui-main';
import { useServices } from '../hooks/use-services';
import { useSessionActor } from '../hooks/use-session';
import { color, fontSize, space } from '../theme/tokens';
import { Button } from './button';
import { Modal } from './modal';
import { useToast } from './toast';
import { visuallyHidden } from './visually-hidden';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.md};

  p {
    margin: 0;
    color: ${color.textSecondary};
    font-size: ${fontSize.sm};
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: ${space.sm};
    font-size: ${fontSize.md};
  }
  label {
    display: flex;
    align-items: flex-start;
    gap: ${space.sm};
  }
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin-top: 1px;
    accent-color: ${color.brand};
  }
  a {
    flex: none;
    color: ${color.textSecondary};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  .actions {
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
  }
`;

/**
 * The re-consent dialog (issue 23): a required document changed since the member agreed. Until they
 * agree again the server refuses their writes; closing the dialog leaves them reading, and it comes
 * back with the next visit. Loaded only for a member with documents due.
 */
export const ConsentDialog = ({ due }: { due: readonly PolicyDocument[] }) => {
  const { policiesApi } = useServices();
  const session = useSessionActor();
  const toast = useToast();
  const [open, setOpen] = useState(true);
  const [ticked, setTicked] = useState<readonly PolicyDocument[]>([]);
  const give = useMutation({
    ...consentMutation(policiesApi),
    onSuccess: () => {
      toast.show({ type: 'success', message: T.reconsent.done });
      // The profile read again names nothing due, and this dialog goes away.
      session.send({ type: 'session.refresh' });
    },
    onError: (error) => toast.show({ type: 'error', message: failureText(error, T.reconsent.failed) }),
  });
  const all = due.every((document) => ticked.includes(document));
  return (
    <Modal open={open} onClose={() => setOpen(false)} title={T.reconsent.title} width={440}>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          if (all && !give.isPending) give.mutate(due);
        }}
      >
        <p>{T.reconsent.body}</p>
        <ul>
          {due.map((document) => (
            <li key={document}>
              <label>
                <input
                  type="checkbox"
                  checked={ticked.includes(document)}
                  onChange={(event) =>
                    setTicked(
                      event.target.checked ? [...ticked, document] : ticked.filter((d) => d !== document),
                    )
                  }
                />
                <span>{T.reconsent.agreeLabel(T.titles[document])}</span>
              </label>
              <a href={paths.policy(document)} target="_blank" rel="noopener">
                {T.view}
                <span
                  className={visuallyHidden}
                >{` ${T.titles[document]} ${UI_MAIN_TEXT.footer.newTab}`}</span>
              </a>
            </li>
          ))}
        </ul>
        <div className="actions">
          <Button type="submit" size="lg" block disabled={!all} pending={give.isPending}>
            {T.reconsent.agree}
          </Button>
          <Button variant="ghost" size="md" block onClick={() => session.send({ type: 'session.logout' })}>
            {T.reconsent.logout}
          </Button>
        </div>
      </Form>
    </Modal>
  );
};
