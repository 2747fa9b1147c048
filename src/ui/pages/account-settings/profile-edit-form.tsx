import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useId } from 'react';
import type { ProfileTextField } from '../../../application/account-settings/profile-form';
import type { OwnProfile } from '../../../contract/user';
import { PROFILE_LIMITS } from '../../../domain/profile';
import { PROFILE_EDIT_TEXT as T } from '../../../domain/text/account-settings';
import { Button, useToast } from '../../components';
import { useSessionActor } from '../../hooks/use-session';
import { Field, FieldError, Form, FormError, Label } from '../auth/auth-form.styles';
import { TextField } from '../auth/text-field';
import { PictureField } from './picture-field';
import { Counter, Fieldset, Hint, Section, SectionHeading, TextArea } from './settings.styles';
import { useProfileEditMachine } from './use-settings-machines';

const LINKS = ['homepageUrl', 'instagramUrl', 'youtubeUrl', 'blogUrl'] as const;

interface AreaProps {
  readonly field: 'job' | 'introduction';
  readonly label: string;
  readonly hint?: string;
  readonly value: string;
  readonly error?: string;
  readonly readOnly: boolean;
  readonly rows: number;
  readonly max?: number;
  readonly onValue: (field: ProfileTextField, value: string) => void;
}

/** A labelled textarea whose reason is announced and tied to it; with `max`, a character count. */
const Area = ({ field, label, hint, value, error, readOnly, rows, max, onValue }: AreaProps) => {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      <TextArea
        id={id}
        rows={rows}
        value={value}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onValue(field, e.target.value)}
      />
      {max ? (
        <Counter data-over={value.length > max}>{T.introductionCount(value.length, max)}</Counter>
      ) : null}
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Field>
  );
};

/**
 * The editable profile: picture (uploaded with progress), name, job, introduction and four links.
 * Everything is checked before sending; after saving, the top bar shows the new name and picture.
 */
export const ProfileEditForm = ({ profile }: { profile: OwnProfile }) => {
  const machine = useProfileEditMachine();
  const actor = useActorRef(machine, { input: { profile } });
  const session = useSessionActor();
  const toast = useToast();
  const context = useSelector(actor, (s) => s.context);
  const saving = useSelector(actor, (s) => s.matches({ form: 'saving' }));
  const uploading = useSelector(actor, (s) => s.matches({ picture: 'uploading' }));

  useEffect(() => {
    const saved = actor.on('saved', (e) => {
      session.send({ type: 'session.profileUpdated', profile: e.profile });
      toast.show({ type: 'success', message: T.saved });
    });
    return () => saved.unsubscribe();
  }, [actor, session, toast]);

  const set = (field: ProfileTextField, value: string) =>
    actor.send({ type: 'profile.change', field, value });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'profile.submit' });
  };
  const { values, errors } = context;

  return (
    <Section aria-labelledby="profile-form-heading">
      <SectionHeading id="profile-form-heading">{T.formLabel}</SectionHeading>
      <Form noValidate onSubmit={onSubmit} aria-labelledby="profile-form-heading">
        {context.formError ? <FormError role="alert">{context.formError}</FormError> : null}
        <PictureField
          url={context.picture}
          name={values.name}
          uploading={uploading}
          percent={Math.round(context.progress * 100)}
          error={errors.profileImageUrl}
          disabled={saving}
          onChoose={(file) => actor.send({ type: 'picture.choose', file })}
          onCancel={() => actor.send({ type: 'picture.cancel' })}
          onRemove={() => actor.send({ type: 'picture.remove' })}
        />
        <TextField
          label={T.name}
          autoComplete="nickname"
          placeholder={T.nameHint}
          value={values.name}
          error={errors.name}
          readOnly={saving}
          onValue={(value) => set('name', value)}
        />
        <Area
          field="job"
          label={T.job}
          hint={T.jobHint}
          rows={PROFILE_LIMITS.jobLines}
          value={values.job}
          error={errors.job}
          readOnly={saving}
          onValue={set}
        />
        <Area
          field="introduction"
          label={T.introduction}
          rows={5}
          max={PROFILE_LIMITS.introductionLength}
          value={values.introduction}
          error={errors.introduction}
          readOnly={saving}
          onValue={set}
        />
        <Fieldset>
          <legend>{T.linksLegend}</legend>
          <Hint>{T.linksHint}</Hint>
          {LINKS.map((field) => (
            <TextField
              key={field}
              label={T[field]}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              value={values[field]}
              error={errors[field]}
              readOnly={saving}
              onValue={(value) => set(field, value)}
            />
          ))}
        </Fieldset>
        <Button type="submit" size="lg" block pending={saving}>
          {T.save}
        </Button>
      </Form>
    </Section>
  );
};
