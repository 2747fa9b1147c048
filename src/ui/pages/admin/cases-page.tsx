import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import * as v from 'valibot';
import { Link } from 'wouter';
import { isApiError } from '../../../application/errors';
import { casesQuery, MODERATION_KEY, stepMutation } from '../../../application/moderation/moderation.queries';
import { type TakedownCase, TakedownStepRequest } from '../../../contract/moderation';
import { TAKEDOWN_DEFAULT_DAYS, TAKEDOWN_MAX_DAYS } from '../../../domain/moderation';
import { seoulDateTime } from '../../../domain/suspension';
import { MODERATION_TEXT as T } from '../../../domain/text/moderation';
import { REPORT_TEXT } from '../../../domain/text/reports';
import { Button, useToast } from '../../components';
import { useServices } from '../../hooks/use-services';
import { AdminGate } from './admin-gate';
import { AdminLayout } from './admin-layout';
import { AdminPagedList } from './admin-paged-list';
import { Actions, CaseItem, Chip, FieldError, NoteForm } from './moderation.styles';

const PAGE_SIZE = 20;

/** 임시조치's form: how many days (1 to 30) and the reason the author reads. */
const ApplyForm = ({ id, onDone, onCancel }: { id: number; onDone: () => void; onCancel: () => void }) => {
  const { moderationApi } = useServices();
  const toast = useToast();
  const daysId = useId();
  const noteId = useId();
  const [days, setDays] = useState(String(TAKEDOWN_DEFAULT_DAYS));
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation(stepMutation(moderationApi));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = v.safeParse(TakedownStepRequest, { step: 'apply', days: Number(days), note });
    if (!checked.success) {
      setError(checked.issues[0]?.message ?? T.noteRequired);
      return;
    }
    mutation.mutate(
      { id, request: checked.output },
      {
        onSuccess: () => {
          toast.show({ type: 'success', message: T.decided });
          onDone();
        },
        onError: (e) => setError(isApiError(e) ? e.text : T.decideFailed),
      },
    );
  };
  return (
    <NoteForm onSubmit={submit} aria-label={T.caseApply} noValidate>
      <label htmlFor={daysId}>{T.caseDays}</label>
      <input
        id={daysId}
        type="number"
        min={1}
        max={TAKEDOWN_MAX_DAYS}
        inputMode="numeric"
        value={days}
        onChange={(e) => setDays(e.target.value)}
      />
      <label htmlFor={noteId}>{T.noteLabel}</label>
      <textarea
        id={noteId}
        value={note}
        placeholder={T.notePlaceholder}
        onChange={(e) => setNote(e.target.value)}
      />
      {error ? <FieldError role="alert">{error}</FieldError> : null}
      <Actions>
        <Button type="submit" size="sm" pending={mutation.isPending}>
          {T.caseApply}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {T.cancel}
        </Button>
      </Actions>
    </NoteForm>
  );
};

const CaseEntry = ({ item, onDecided }: { item: TakedownCase; onDecided: () => void }) => {
  const { moderationApi } = useServices();
  const toast = useToast();
  const headingId = useId();
  const [applying, setApplying] = useState(false);
  const mutation = useMutation(stepMutation(moderationApi));
  const step = (s: 'reject' | 'restore' | 'delete') =>
    mutation.mutate(
      { id: item.id, request: { step: s } },
      {
        onSuccess: () => {
          toast.show({ type: 'success', message: T.decided });
          onDecided();
        },
        onError: (e) => toast.show({ type: 'error', message: isApiError(e) ? e.text : T.decideFailed }),
      },
    );
  const pending = item.status === 'HIDDEN' || item.status === 'OBJECTED';
  return (
    <CaseItem aria-labelledby={headingId} data-testid={`case-${item.id}`}>
      <h2 id={headingId}>
        #{item.id} {REPORT_TEXT.targetKinds[item.targetKind]}{' '}
        <Chip data-tone={item.status === 'OBJECTED' ? 'warning' : undefined}>
          {T.caseStatuses[item.status]}
        </Chip>
        {item.pastDue ? <Chip data-tone="danger">{T.casePastDue}</Chip> : null}
      </h2>
      {item.dueAt ? (
        <p>
          <time dateTime={item.dueAt}>{T.caseDue(seoulDateTime(new Date(item.dueAt)))}</time>
        </p>
      ) : null}
      <p>
        {T.caseRequester}: {item.requesterName} ({item.requesterEmail})
      </p>
      <p>{item.url}</p>
      <p>
        {T.caseReason}: {item.reason}
      </p>
      {item.preview ? <blockquote aria-label={T.previewLabel}>{item.preview}</blockquote> : null}
      {item.link ? <Link href={item.link}>{T.openLink}</Link> : null}
      {item.note ? (
        <p>
          {T.noteLabel}: {item.note}
        </p>
      ) : null}
      {item.objection ? (
        <p>
          {T.caseObjection}: {item.objection}
        </p>
      ) : null}
      <Actions>
        {item.status === 'REQUESTED' ? (
          <>
            <Button size="sm" onClick={() => setApplying(true)}>
              {T.caseApply}
            </Button>
            <Button size="sm" variant="ghost" pending={mutation.isPending} onClick={() => step('reject')}>
              {T.caseReject}
            </Button>
          </>
        ) : null}
        {pending ? (
          <>
            <Button
              size="sm"
              variant="secondary"
              pending={mutation.isPending}
              onClick={() => step('restore')}
            >
              {T.caseRestore}
            </Button>
            <Button size="sm" variant="secondary" pending={mutation.isPending} onClick={() => step('delete')}>
              {T.caseDelete}
            </Button>
          </>
        ) : null}
      </Actions>
      {applying ? (
        <ApplyForm
          id={item.id}
          onCancel={() => setApplying(false)}
          onDone={() => {
            setApplying(false);
            onDecided();
          }}
        />
      ) : null}
    </CaseItem>
  );
};

/** /admin/cases: the 임시조치 cases with their due dates (MODERATOR, ADMIN; others: not found). */
export const AdminCasesPage = () => (
  <AdminGate>
    <Cases />
  </AdminGate>
);

const Cases = () => {
  const { moderationApi } = useServices();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const query = useQuery(casesQuery(moderationApi, page, PAGE_SIZE));
  const refresh = () => void client.invalidateQueries({ queryKey: [MODERATION_KEY] });
  return (
    <AdminLayout title={T.casesTitle}>
      <AdminPagedList
        query={query}
        failed={T.casesFailed}
        empty={T.casesEmpty}
        page={page}
        onPage={setPage}
        keyOf={(item) => item.id}
      >
        {(item) => <CaseEntry item={item} onDecided={refresh} />}
      </AdminPagedList>
    </AdminLayout>
  );
};
