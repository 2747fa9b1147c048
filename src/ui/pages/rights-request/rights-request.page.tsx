import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import * as v from 'valibot';
import { Link, useParams } from 'wouter';
import { isApiError } from '../../../application/errors';
import {
  myCaseQuery,
  objectionMutation,
  takedownRequestMutation,
} from '../../../application/moderation/moderation.queries';
import { ObjectionRequest, TakedownRequest } from '../../../contract/moderation';
import { idOf, paths } from '../../../domain/paths';
import { seoulDateTime } from '../../../domain/suspension';
import { MODERATION_TEXT as T } from '../../../domain/text/moderation';
import { SHELL_TEXT } from '../../../domain/text/shell';
import { Button, Spinner } from '../../components';
import { useServices } from '../../hooks/use-services';
import { useViewer } from '../../hooks/use-viewer';
import { Actions, FieldError, Muted, NoteForm } from '../admin/moderation.styles';
import { NotFoundPage } from '../not-found.page';
import { PageFrame } from '../page-frame';

type Fields = { name: string; email: string; url: string; reason: string };
const FIELDS = ['name', 'email', 'url', 'reason'] as const;
const LABELS: Readonly<Record<keyof Fields, string>> = {
  name: T.requestName,
  email: T.requestEmail,
  url: T.requestUrl,
  reason: T.requestReason,
};

/** /rights-request: 권리침해 신고 (정보통신망법 제44조의2), open to anyone, even a visitor. */
export const RightsRequestPage = () => {
  const { moderationApi } = useServices();
  const baseId = useId();
  const [values, setValues] = useState<Fields>({ name: '', email: '', url: '', reason: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const mutation = useMutation(takedownRequestMutation(moderationApi));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = v.safeParse(TakedownRequest, values);
    if (!checked.success) {
      const found: Partial<Record<keyof Fields, string>> = {};
      for (const issue of checked.issues) {
        const key = issue.path?.[0]?.key as keyof Fields | undefined;
        if (key && !found[key]) found[key] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    mutation.mutate(checked.output, {
      onSuccess: () => setDone(true),
      onError: (e) => setFormError(isApiError(e) ? e.text : T.requestFailed),
    });
  };
  return (
    <PageFrame title={T.requestTitle} description={T.requestIntro} width="narrow">
      {done ? (
        <p role="status">{T.requestDone}</p>
      ) : (
        <NoteForm onSubmit={submit} aria-label={T.requestTitle} noValidate>
          {formError ? <FieldError role="alert">{formError}</FieldError> : null}
          {FIELDS.map((field) => {
            const id = `${baseId}-${field}`;
            const errorId = `${id}-error`;
            const common = {
              id,
              value: values[field],
              'aria-invalid': errors[field] ? true : undefined,
              'aria-describedby': errors[field] ? errorId : field === 'url' ? `${id}-hint` : undefined,
              onChange: (e: { target: { value: string } }) =>
                setValues((old) => ({ ...old, [field]: e.target.value })),
            };
            return (
              <div key={field}>
                <label htmlFor={id}>{LABELS[field]}</label>
                {field === 'reason' ? (
                  <textarea {...common} />
                ) : (
                  <input
                    {...common}
                    type={field === 'email' ? 'email' : field === 'url' ? 'url' : 'text'}
                    autoComplete={field === 'email' ? 'email' : field === 'name' ? 'name' : 'off'}
                  />
                )}
                {field === 'url' && !errors.url ? <Muted id={`${id}-hint`}>{T.requestUrlHint}</Muted> : null}
                {errors[field] ? <FieldError id={errorId}>{errors[field]}</FieldError> : null}
              </div>
            );
          })}
          <Button type="submit" pending={mutation.isPending}>
            {T.requestSubmit}
          </Button>
        </NoteForm>
      )}
    </PageFrame>
  );
};

/** /objection/:id: the author's 이의제기 on their content under 임시조치 (signed in; others: not found). */
export const ObjectionPage = () => {
  const params = useParams<{ id: string }>();
  const id = idOf(params.id);
  const viewer = useViewer();
  if (id === null || viewer === null) return <NotFoundPage />;
  return <Objection id={id} />;
};

const Objection = ({ id }: { id: number }) => {
  const { moderationApi } = useServices();
  const query = useQuery(myCaseQuery(moderationApi, id));
  const textId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const mutation = useMutation(objectionMutation(moderationApi));
  if (query.isPending) return <Spinner label={SHELL_TEXT.loading} />;
  const data = query.data;
  if (!data) return <NotFoundPage />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = v.safeParse(ObjectionRequest, { text });
    if (!checked.success) {
      setError(checked.issues[0]?.message ?? T.objectionRequired);
      return;
    }
    mutation.mutate(
      { id, request: checked.output },
      {
        onSuccess: () => setDone(true),
        onError: (e) => setError(isApiError(e) ? e.text : T.objectionFailed),
      },
    );
  };
  return (
    <PageFrame title={T.objectionTitle} description={T.objectionIntro} width="narrow">
      {data.preview ? <blockquote aria-label={T.previewLabel}>{data.preview}</blockquote> : null}
      {data.note ? (
        <p>
          {T.noteLabel}: {data.note}
        </p>
      ) : null}
      {data.dueAt ? <p>{T.caseDue(seoulDateTime(new Date(data.dueAt)))}</p> : null}
      {data.link ? <Link href={data.link}>{T.openLink}</Link> : null}
      {done || data.status === 'OBJECTED' ? (
        <p role="status">{T.objectionDone}</p>
      ) : data.status !== 'HIDDEN' ? (
        <Muted>{T.objectionNotAllowed}</Muted>
      ) : (
        <NoteForm onSubmit={submit} aria-label={T.objectionTitle} noValidate>
          <label htmlFor={textId}>{T.objectionLabel}</label>
          <textarea
            id={textId}
            value={text}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          {error ? <FieldError role="alert">{error}</FieldError> : null}
          <Actions>
            <Button type="submit" pending={mutation.isPending}>
              {T.objectionSubmit}
            </Button>
            <Link href={paths.alarm()}>{T.cancel}</Link>
          </Actions>
        </NoteForm>
      )}
    </PageFrame>
  );
};
