import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { editableContentQuery } from '../../../application/drafts/drafts.queries';
import { isApiError } from '../../../application/errors';
import { canDelete, canEdit, canWrite } from '../../../domain/content/permissions';
import { type ContentKind, policyOf } from '../../../domain/content/policy';
import { paths } from '../../../domain/paths';
import { EDITOR_KIND_TEXT, EDITOR_TEXT as T } from '../../../domain/text/editor';
import { PAGE_TEXT } from '../../../domain/text/pages';
import type { Viewer } from '../../../domain/viewer';
import { Button, EmptyState, Spinner } from '../../components';
import { takeHandoff } from '../../features/editor/editor-handoff';
import { EditorForm } from '../../features/editor/editor-form';
import { useEditorServices } from '../../features/editor/use-editor-services';
import { useCurrentPath } from '../../hooks/use-current-path';
import { useSession } from '../../hooks/use-session';
import { PageFrame } from '../page-frame';
import { editorRoute } from './editor-route';

/**
 * The write, edit and draft pages of every kind (/articlePost, /articleDraft/{id}, /articleEdit/{id},
 * /boardPost?board=…, /boardDraft/{id}?board=…, /boardEdit/{id}?board=…). Who may write is the kind's
 * policy (articles: EDITOR and ADMIN; boards: any member); the server checks as well.
 */
export const ContentEditorPage = () => {
  const [path] = useLocation();
  const search = useSearch();
  const route = editorRoute(path, search);
  const { role, hasToken, profile } = useSession();
  const viewer: Viewer = profile && role ? { id: profile.id, role } : null;
  // An address that names no kind (a `board` no policy row has) is not found: no kind is assumed.
  if (route === null)
    return (
      <PageFrame title={PAGE_TEXT.notFound.title} width="narrow">
        <EmptyState title={PAGE_TEXT.notFound.title} description={PAGE_TEXT.notFound.description} />
      </PageFrame>
    );
  const { kind } = route;
  const K = EDITOR_KIND_TEXT[kind];
  const body = !hasToken ? (
    <LoginNeeded kind={kind} />
  ) : !canWrite(role, policyOf(kind)) && route.mode === 'post' ? (
    <EmptyState title={K.noPermissionTitle} description={K.noPermissionDescription} />
  ) : route.mode === 'post' ? (
    <EditorForm key={`post-${kind}`} kind={kind} mode="post" id={null} />
  ) : (
    <LoadedEditor key={`${kind}-${route.mode}-${route.id}`} kind={kind} id={route.id} viewer={viewer} />
  );
  return (
    <PageFrame title={K.pageTitle[route.mode]} width="narrow">
      {body}
    </PageFrame>
  );
};

const LoginNeeded = ({ kind }: { kind: ContentKind }) => {
  const [, navigate] = useLocation();
  const from = useCurrentPath();
  return (
    <EmptyState
      title={T.loginTitle}
      description={EDITOR_KIND_TEXT[kind].loginDescription}
      action={<Button onClick={() => navigate(paths.signIn(), { state: { from } })}>{T.login}</Button>}
    />
  );
};

const loadFailure = (kind: ContentKind, error: unknown) => {
  const K = EDITOR_KIND_TEXT[kind];
  if (isApiError(error) && error._tag === 'NotFound') return { title: K.notFound };
  if (isApiError(error) && error._tag === 'Forbidden')
    return { title: K.notYoursTitle, description: K.notYoursDescription };
  return { title: K.loadFailed, description: isApiError(error) ? error.text : undefined };
};

/** An existing item or draft: loaded fresh from the server, or taken over from the page that created it. */
const LoadedEditor = ({ kind, id, viewer }: { kind: ContentKind; id: number; viewer: Viewer }) => {
  const editor = useEditorServices(kind);
  const K = EDITOR_KIND_TEXT[kind];
  const [handoff] = useState(() => takeHandoff(id));
  const query = useQuery({ ...editableContentQuery(editor.api, id), enabled: handoff === null });
  // A handed-over draft was created by this writer a moment ago.
  if (handoff) return <EditorForm kind={kind} mode="draft" id={id} handoff={handoff} deletable />;
  if (query.isPending) return <Spinner size={32} label={K.loading} />;
  if (query.isError) return <EmptyState {...loadFailure(kind, query.error)} />;
  const { isDraft, authorId, mine, title, content, tags, thumbnailUrl } = query.data;
  // The server's own rule with the draft state (an ADMIN reads another's draft but cannot save, publish
  // or delete it): the form is offered only where it could be saved.
  if (viewer && !canEdit(viewer, { authorId, mine, isDraft }, policyOf(kind)))
    return (
      <EmptyState
        title={K.notYoursTitle}
        description={isDraft ? T.draftNotYoursDescription : K.notYoursDescription}
      />
    );
  return (
    <EditorForm
      kind={kind}
      mode={isDraft ? 'draft' : 'edit'}
      id={id}
      doc={{ title, content, tags, thumbnailUrl }}
      deletable={isDraft && canDelete(viewer, { authorId, mine, isDraft }, policyOf(kind))}
    />
  );
};
