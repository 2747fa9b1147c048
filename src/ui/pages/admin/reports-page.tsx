import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import * as v from 'valibot';
import { Link } from 'wouter';
import {
  decideMutation,
  MODERATION_KEY,
  queueQuery,
} from '../../../application/moderation/moderation.queries';
import { DecisionRequest, type QueueItem } from '../../../contract/moderation';
import { type ModerationDecision, type QueueView, decisionNeedsNote } from '../../../domain/moderation';
import { REPORT_REASONS, type ReportReason } from '../../../domain/reports';
import { MODERATION_TEXT as T } from '../../../domain/text/moderation';
import { REPORT_TEXT } from '../../../domain/text/reports';
import { isApiError } from '../../../application/errors';
import { Button, useToast } from '../../components';
import { useServices } from '../../hooks/use-services';
import { AdminGate } from './admin-gate';
import { AdminLayout } from './admin-layout';
import { AdminPagedList } from './admin-paged-list';
import { Actions, CaseItem, Chip, FieldError, NoteForm, Tabs } from './moderation.styles';

const PAGE_SIZE = 20;

type Pending = { readonly decision: ModerationDecision; readonly item: QueueItem };

/** The form a decision that needs a reason opens: HIDE asks a category too. */
const DecisionForm = ({
  pending,
  onDone,
  onCancel,
}: {
  pending: Pending;
  onDone: () => void;
  onCancel: () => void;
}) => {
  const { moderationApi } = useServices();
  const toast = useToast();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [reason, setReason] = useState<ReportReason>(pending.item.reasons[0]?.reason ?? 'OTHER');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation(decideMutation(moderationApi));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = {
      targetKind: pending.item.targetKind,
      targetId: pending.item.targetId,
      decision: pending.decision,
      ...(pending.decision === 'HIDE' ? { reason } : {}),
      note,
    };
    const checked = v.safeParse(DecisionRequest, request);
    if (!checked.success) {
      setError(checked.issues[0]?.message ?? T.noteRequired);
      return;
    }
    mutation.mutate(checked.output, {
      onSuccess: () => {
        toast.show({ type: 'success', message: T.decided });
        onDone();
      },
      onError: (e) => setError(isApiError(e) ? e.text : T.decideFailed),
    });
  };
  return (
    <NoteForm onSubmit={submit} aria-label={T.decisions[pending.decision]} noValidate>
      {pending.decision === 'HIDE' ? (
        <label>
          {T.hideReasonLabel}
          <select value={reason} onChange={(e) => setReason(e.target.value as ReportReason)}>
            {REPORT_REASONS.map((r) => (
              <option key={r} value={r}>
                {REPORT_TEXT.reasons[r]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label htmlFor={noteId}>{T.noteLabel}</label>
      <textarea
        id={noteId}
        value={note}
        placeholder={T.notePlaceholder}
        aria-invalid={error ? true : undefined}
        onChange={(e) => setNote(e.target.value)}
      />
      {error ? <FieldError role="alert">{error}</FieldError> : null}
      <Actions>
        <Button type="submit" size="sm" variant="primary" pending={mutation.isPending}>
          {T.decisions[pending.decision]}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {T.cancel}
        </Button>
      </Actions>
    </NoteForm>
  );
};

const QueueEntry = ({ item, onDecided }: { item: QueueItem; onDecided: () => void }) => {
  const { moderationApi } = useServices();
  const toast = useToast();
  const [pending, setPending] = useState<Pending | null>(null);
  const mutation = useMutation(decideMutation(moderationApi));
  const headingId = useId();
  const act = (decision: ModerationDecision) => {
    if (decisionNeedsNote(decision)) {
      setPending({ decision, item });
      return;
    }
    mutation.mutate(
      { targetKind: item.targetKind, targetId: item.targetId, decision },
      {
        onSuccess: () => {
          toast.show({ type: 'success', message: T.decided });
          onDecided();
        },
        onError: (e) => toast.show({ type: 'error', message: isApiError(e) ? e.text : T.decideFailed }),
      },
    );
  };
  const content = item.targetKind !== 'user';
  const decisions: ModerationDecision[] = [
    'DISMISS',
    ...(content ? (item.hold ? (['RESTORE'] as const) : (['HIDE'] as const)) : []),
    ...(content ? (['DELETE'] as const) : []),
    'WARN',
  ];
  return (
    <CaseItem aria-labelledby={headingId} data-testid={`queue-${item.targetKind}-${item.targetId}`}>
      <h2 id={headingId}>
        {REPORT_TEXT.targetKinds[item.targetKind]} <Chip>{T.reportCount(item.count)}</Chip>
        {item.hold ? <Chip data-tone="warning">{T.heldBy[item.hold.source]}</Chip> : <Chip>{T.notHeld}</Chip>}
        {item.decision ? <Chip data-tone="danger">{T.decisions[item.decision]}</Chip> : null}
      </h2>
      <p>
        {T.reasonsLabel}: {item.reasons.map((r) => `${REPORT_TEXT.reasons[r.reason]} ${r.count}`).join(', ')}
      </p>
      {item.details.map((d) => (
        <p key={d}>“{d}”</p>
      ))}
      <blockquote aria-label={T.previewLabel}>{item.preview}</blockquote>
      {item.link ? <Link href={item.link}>{T.openLink}</Link> : null}
      {item.author ? (
        <p>
          {T.authorLabel}: {item.author.nickname} ·{' '}
          {T.authorHistory(
            item.author.history.reports,
            item.author.history.hidden,
            item.author.history.warned,
          )}
        </p>
      ) : null}
      <Actions>
        {decisions.map((d) => (
          <Button
            key={d}
            size="sm"
            variant={d === 'DISMISS' ? 'ghost' : 'secondary'}
            pending={mutation.isPending && mutation.variables?.decision === d}
            onClick={() => act(d)}
          >
            {T.decisions[d]}
          </Button>
        ))}
        {item.author ? (
          <Link href={`/admin/members?q=${encodeURIComponent(item.author.nickname)}`}>{T.suspendAuthor}</Link>
        ) : null}
      </Actions>
      {pending ? (
        <DecisionForm
          pending={pending}
          onCancel={() => setPending(null)}
          onDone={() => {
            setPending(null);
            onDecided();
          }}
        />
      ) : null}
    </CaseItem>
  );
};

/** /admin/reports: the moderation queue (MODERATOR, ADMIN; everyone else gets the not-found page). */
export const AdminReportsPage = () => (
  <AdminGate>
    <Queue />
  </AdminGate>
);

const Queue = () => {
  const { moderationApi } = useServices();
  const client = useQueryClient();
  const [view, setView] = useState<QueueView>('open');
  const [page, setPage] = useState(1);
  const query = useQuery(queueQuery(moderationApi, view, page, PAGE_SIZE));
  const refresh = () => void client.invalidateQueries({ queryKey: [MODERATION_KEY] });
  return (
    <AdminLayout title={T.queueTitle}>
      <Tabs role="group" aria-label={T.queueTitle}>
        {(['open', 'closed'] as const).map((v) => (
          <Button
            key={v}
            size="sm"
            variant={view === v ? 'primary' : 'secondary'}
            aria-pressed={view === v}
            onClick={() => {
              setView(v);
              setPage(1);
            }}
          >
            {v === 'open' ? T.queueOpen : T.queueClosed}
          </Button>
        ))}
      </Tabs>
      <AdminPagedList
        query={query}
        failed={T.queueFailed}
        empty={T.queueEmpty}
        page={page}
        onPage={setPage}
        keyOf={(item) => `${item.targetKind}-${item.targetId}`}
      >
        {(item) => <QueueEntry item={item} onDecided={refresh} />}
      </AdminPagedList>
    </AdminLayout>
  );
};
