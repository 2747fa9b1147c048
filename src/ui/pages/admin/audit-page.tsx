import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { AuditFilterInput } from '../../../application/admin/admin-api.port';
import { auditQuery } from '../../../application/admin/admin.queries';
import type { AuditEntryView } from '../../../contract/admin';
import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS, type AuditActionName } from '../../../domain/audit';
import { seoulDateTime } from '../../../domain/suspension';
import { ADMIN_TEXT as T } from '../../../domain/text/admin';
import { Button } from '../../components';
import { useServices } from '../../hooks/use-services';
import { AdminGate } from './admin-gate';
import { AdminLayout } from './admin-layout';
import { AdminPagedList } from './admin-paged-list';
import { Actions, CaseItem, Chip, NoteForm } from './moderation.styles';

const PAGE_SIZE = 20;

/** A small JSON value as one line (the state before or after). */
const shown = (value: unknown) => (value === null || value === undefined ? '-' : JSON.stringify(value));

const positive = (text: string): number | undefined => {
  const n = Number(text.trim());
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

const Entry = ({ entry }: { entry: AuditEntryView }) => (
  <CaseItem>
    <h2>
      <Chip>{T.actions[entry.action]}</Chip>
      {`${entry.targetKind} #${entry.targetId}`}
    </h2>
    <p>
      {seoulDateTime(new Date(entry.createdAt))} ·{' '}
      {entry.actorId === null ? T.operator : `${entry.actorNickname ?? '-'} (#${entry.actorId})`}
    </p>
    {entry.reason ? <p>{`${T.auditColumns.reason}: ${entry.reason}`}</p> : null}
    <p>{`${T.auditColumns.change}: ${shown(entry.before)} → ${shown(entry.after)}`}</p>
  </CaseItem>
);

const Audit = () => {
  const { adminApi } = useServices();
  const ids = { action: useId(), actor: useId(), kind: useId(), target: useId() };
  const [action, setAction] = useState('');
  const [actor, setActor] = useState('');
  const [kind, setKind] = useState('');
  const [target, setTarget] = useState('');
  const [filter, setFilter] = useState<AuditFilterInput>({});
  const [page, setPage] = useState(1);
  const query = useQuery(auditQuery(adminApi, filter, page, PAGE_SIZE));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter({
      action: action === '' ? undefined : (action as AuditActionName),
      actorId: positive(actor),
      targetKind: kind === '' ? undefined : kind,
      targetId: positive(target),
    });
    setPage(1);
  };
  return (
    <AdminLayout title={T.auditTitle}>
      <NoteForm onSubmit={apply} aria-label={T.auditTitle}>
        <Actions>
          <label htmlFor={ids.action}>
            {T.filterAction}
            <select id={ids.action} value={action} onChange={(e) => setAction(e.target.value)}>
              <option value="">{T.filterAll}</option>
              {AUDIT_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {T.actions[a]}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={ids.actor}>
            {T.filterActor}
            <input
              id={ids.actor}
              inputMode="numeric"
              value={actor}
              onChange={(e) => setActor(e.target.value)}
            />
          </label>
          <label htmlFor={ids.kind}>
            {T.filterTargetKind}
            <select id={ids.kind} value={kind} onChange={(e) => setKind(e.target.value)}>
              <option value="">{T.filterAll}</option>
              {AUDIT_TARGET_KINDS.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={ids.target}>
            {T.filterTargetId}
            <input
              id={ids.target}
              inputMode="numeric"
              value={target}
              onChange={(e) => setTarget(e.target.value)}
            />
          </label>
        </Actions>
        <Actions>
          <Button type="submit" size="sm">
            {T.filter}
          </Button>
        </Actions>
      </NoteForm>
      <AdminPagedList
        query={query}
        failed={T.loadFailed}
        empty={T.auditEmpty}
        label={T.auditTitle}
        page={page}
        onPage={setPage}
        keyOf={(entry) => entry.id}
      >
        {(entry) => <Entry entry={entry} />}
      </AdminPagedList>
    </AdminLayout>
  );
};

/** /admin/audit: the append-only record, filtered by action, actor and target. */
export const AdminAuditPage = () => (
  <AdminGate>
    <Audit />
  </AdminGate>
);
