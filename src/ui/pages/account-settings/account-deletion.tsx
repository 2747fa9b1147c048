import { type FormEvent, useRef, useState } from 'react';
import { submitAccountDeletion } from '../../../application/account-settings/account-forms';
import type { OwnProfile } from '../../../contract/user';
import { ACCOUNT_DELETE_TEXT as T } from '../../../domain/text/account-settings';
import { Button, Modal, useToast } from '../../components';
import { useServices } from '../../hooks/use-services';
import { useSessionActor } from '../../hooks/use-session';
import { Form, FormError } from '../auth/auth-form.styles';
import { TextField } from '../auth/text-field';
import { Actions, DangerSection, Hint, SectionHeading } from './settings.styles';

/**
 * 회원 탈퇴: a dialog that confirms with the password (a social account that has none confirms
 * without one), then the session ends here and the app goes home with a Korean notice.
 */
export const AccountDeletion = ({ profile }: { profile: OwnProfile }) => {
  const { accountSettingsApi, queryClient } = useServices();
  const session = useSessionActor();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  // A social account has no password, unless the server says it set one (through the reset mail).
  const [needsPassword, setNeedsPassword] = useState(profile.provider === 'LOCAL');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    if (pending) return;
    setOpen(false);
    setPassword('');
    setError(null);
    setFormError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setFormError(null);
    const result = await submitAccountDeletion(accountSettingsApi, needsPassword ? password : undefined);
    setPending(false);
    if (result.ok) {
      // The server no longer knows this token: the session ends as for any refused token (token,
      // user info, home), and nothing of the account stays cached.
      queryClient.clear();
      session.send({ type: 'session.unauthorized' });
      toast.show({ type: 'success', message: T.done });
      return;
    }
    if (result.fieldErrors.password) {
      setNeedsPassword(true);
      setError(result.fieldErrors.password);
    } else setFormError(result.formError ?? T.failed);
  };

  return (
    <DangerSection aria-labelledby="account-delete-heading">
      <SectionHeading id="account-delete-heading">{T.section}</SectionHeading>
      <Hint>{T.description}</Hint>
      <Actions>
        {/* Quiet, as Korean sites show it; the dialog's confirm is the red one. */}
        <Button variant="secondary" size="md" onClick={() => setOpen(true)}>
          {T.open}
        </Button>
      </Actions>
      <Modal
        open={open}
        title={T.dialogTitle}
        onClose={close}
        width={420}
        initialFocus={needsPassword ? undefined : confirmRef}
      >
        <Form noValidate onSubmit={onSubmit} aria-label={T.dialogTitle}>
          <Hint>{needsPassword ? T.dialogDescription : `${T.dialogDescription} ${T.socialDescription}`}</Hint>
          {formError ? <FormError role="alert">{formError}</FormError> : null}
          {needsPassword ? (
            <TextField
              label={T.password}
              password
              autoComplete="current-password"
              value={password}
              error={error ?? undefined}
              onValue={(value) => {
                setPassword(value);
                setError(null);
              }}
            />
          ) : null}
          <Actions>
            <Button variant="secondary" size="lg" onClick={close} disabled={pending}>
              {T.cancel}
            </Button>
            <Button ref={confirmRef} type="submit" variant="danger" size="lg" pending={pending}>
              {T.confirm}
            </Button>
          </Actions>
        </Form>
      </Modal>
    </DangerSection>
  );
};
