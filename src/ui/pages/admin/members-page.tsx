import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import * as v from 'valibot';
import {
  ADMIN_KEY,
  type MemberAction,
  memberActionMutation,
  membersQuery,
} from '../../../application/admin/admin.queries';
import { isApiError } from '../../../application/errors';
import { type AdminMember, SuspendRequest, WarnRequest } from '../../../contract/admin';
import { ROLES, type Role } from '../../../domain/role';
import { canChangeRole, canSuspend, SUSPENSION_DAYS, type SuspensionDays } from '../../../domain/suspension';
import { ADMIN_TEXT as T } from '../../../domain/text/admin';
import type { Viewer } from '../../../domain/viewer';
import { Button, useToast } from '../../components';
import { useServices } from '../../hooks/use-services';
import { useViewer } from '../../hooks/use-viewer';
import { AdminGate } from './admin-gate';
import { AdminLayout } from './admin-layout';
import { AdminPagedList } from './admin-paged-list';
import { Actions, CaseItem, Chip, FieldError, NoteForm } from './moderation.styles';

const PAGE_SIZE = 20;

type Form = { readonly kind: 'suspend' | 'warn'; readonly member: AdminMember };

const dateOf = (iso: string) => iso.slice(0, 10);

/** The suspend or warn form of one member: a length (suspend) and a reason. */
const ActionForm = ({ form, onDone, onCancel }: { form: Form; onDone: () => void; onCancel: () => void }) => {
  const { adminApi } = useServices();
  const toast = useToast();
  const reasonId = useId();
  const [days, setDays] = useState<SuspensionDays | null>(7);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation(memberActionMutation(adminApi));
  const { member } = form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    let action: MemberAction;
    if (form.kind === 'suspend') {
      const checked = v.safeParse(SuspendRequest, { days, reason });
      if (!checked.success) return setError(checked.issues[0]?.message ?? T.actionFailed);
      action = { kind: 'suspend', id: member.id, request: checked.output };
    } else {
      const checked = v.safeParse(WarnRequest, { reason });
      if (!checked.success) return setError(checked.issues[0]?.message ?? T.actionFailed);
      action = { kind: 'warn', id: member.id, reason: checked.output.reason };
    }
    mutation.mutate(action, {
      onSuccess: () => {
        toast.show({ type: 'success', message: form.kind === 'suspend' ? T.suspended : T.warned });
        onDone();
      },
      onError: (e) => setError(isApiError(e) ? e.text : T.actionFailed),
    });
  };
  const title = form.kind === 'suspend' ? T.suspendTitle(member.nickname) : T.warnTitle(member.nickname);
  return (
    <NoteForm onSubmit={submit} aria-label={title} noValidate>
      {form.kind === 'suspend' ? (
        <fieldset>
          <legend>{T.durationLegend}</legend>
          <Actions>
            {[...SUSPENSION_DAYS, null].map((d) => (
              <label key={String(d)}>
                <input
                  type="radio"
                  name={`days-${member.id}`}
                  checked={days === d}
                  onChange={() => setDays(d)}
                />{' '}
                {T.durations(d)}
              </label>
            ))}
          </Actions>
        </fieldset>
      ) : null}
      <label htmlFor={reasonId}>{T.reasonLabel}</label>
      <textarea id={reasonId} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
      {error ? <FieldError role="alert">{error}</FieldError> : null}
      <Actions>
        <Button type="submit" size="sm" variant="primary" pending={mutation.isPending}>
          {form.kind === 'suspend' ? T.suspend : T.warn}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
          {T.cancel}
        </Button>
      </Actions>
    </NoteForm>
  );
};

/** The role select of one member (ADMIN only). */
const RolePicker = ({ member, onDone }: { member: AdminMember; onDone: () => void }) => {
  const { adminApi } = useServices();
  const toast = useToast();
  const id = useId();
  const mutation = useMutation(memberActionMutation(adminApi));
  const change = (role: Role) =>
    mutation.mutate(
      { kind: 'role', id: member.id, request: { role } },
      {
        onSuccess: () => {
          toast.show({ type: 'success', message: T.roleChanged });
          onDone();
        },
        onError: (e) => toast.show({ type: 'error', message: isApiError(e) ? e.text : T.actionFailed }),
      },
    );
  return (
    <span>
      <label htmlFor={id}>{T.roleLabel(member.nickname)}</label>{' '}
      <select
        id={id}
        value={member.role}
        disabled={mutation.isPending}
        onChange={(e) => change(e.target.value as Role)}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {T.roles[role]}
          </option>
        ))}
      </select>
    </span>
  );
};

const MemberEntry = ({
  member,
  viewer,
  onChanged,
}: {
  member: AdminMember;
  viewer: Viewer;
  onChanged: () => void;
}) => {
  const { adminApi } = useServices();
  const toast = useToast();
  const [form, setForm] = useState<Form | null>(null);
  const lift = useMutation(memberActionMutation(adminApi));
  const suspension = member.suspension;
  const mayAct = canSuspend(viewer, member);
  return (
    <CaseItem data-testid={`member-${member.id}`}>
      <h2>
        {member.nickname} <Chip>{T.roles[member.role]}</Chip>
        {suspension ? (
          <Chip data-tone="danger">
            {T.suspendedUntil(suspension.until === null ? null : new Date(suspension.until))}
          </Chip>
        ) : (
          <Chip>{T.active}</Chip>
        )}
      </h2>
      <p>
        {member.email ?? '-'} · {T.columns.joined} {dateOf(member.createdAt)}
      </p>
      {suspension ? <p>{`${T.reasonLabel}: ${suspension.reason}`}</p> : null}
      {mayAct ? (
        <Actions>
          {suspension ? (
            <Button
              size="sm"
              variant="secondary"
              pending={lift.isPending}
              onClick={() =>
                lift.mutate(
                  { kind: 'lift', id: member.id },
                  {
                    onSuccess: () => {
                      toast.show({ type: 'success', message: T.lifted });
                      onChanged();
                    },
                    onError: (e) =>
                      toast.show({ type: 'error', message: isApiError(e) ? e.text : T.actionFailed }),
                  },
                )
              }
            >
              {T.lift}
            </Button>
          ) : (
            <Button size="sm" onClick={() => setForm({ kind: 'suspend', member })}>
              {T.suspend}
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={() => setForm({ kind: 'warn', member })}>
            {T.warn}
          </Button>
        </Actions>
      ) : null}
      {canChangeRole(viewer, member.id) ? <RolePicker member={member} onDone={onChanged} /> : null}
      {form ? (
        <ActionForm
          form={form}
          onCancel={() => setForm(null)}
          onDone={() => {
            setForm(null);
            onChanged();
          }}
        />
      ) : null}
    </CaseItem>
  );
};

const Members = () => {
  const { adminApi } = useServices();
  const client = useQueryClient();
  const viewer = useViewer();
  const searchId = useId();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useQuery(membersQuery(adminApi, q, page, PAGE_SIZE));
  const refresh = () => void client.invalidateQueries({ queryKey: ADMIN_KEY });
  return (
    <AdminLayout title={T.membersTitle}>
      <form
        aria-label={T.searchLabel}
        onSubmit={(e) => {
          e.preventDefault();
          setQ(draft.trim());
          setPage(1);
        }}
      >
        <Actions>
          <label htmlFor={searchId}>{T.searchLabel}</label>
          <input
            id={searchId}
            type="search"
            value={draft}
            placeholder={T.searchPlaceholder}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit" size="sm">
            {T.search}
          </Button>
        </Actions>
      </form>
      <AdminPagedList
        query={query}
        failed={T.loadFailed}
        empty={T.membersEmpty}
        page={page}
        onPage={setPage}
        keyOf={(member) => member.id}
      >
        {(member) => <MemberEntry member={member} viewer={viewer} onChanged={refresh} />}
      </AdminPagedList>
    </AdminLayout>
  );
};

/** /admin/members: search members, suspend, lift, warn; roles for an ADMIN. */
export const AdminMembersPage = () => (
  <AdminGate>
    <Members />
  </AdminGate>
);
