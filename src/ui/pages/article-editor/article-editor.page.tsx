import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { editableArticleQuery } from '../../../application/article-editor/article-editor.queries';
import { isApiError } from '../../../application/errors';
import { canEdit, canWrite } from '../../../domain/content/permissions';
import { CONTENT_POLICIES } from '../../../domain/content/policy';
import type { Viewer } from '../../../domain/viewer';
import { EDITOR_TEXT as T } from '../../../domain/text/editor';
import { PAGE_TEXT } from '../../../domain/text/pages';
import { Button, EmptyState, Spinner } from '../../components';
import { useCurrentPath } from '../../hooks/use-current-path';
import { useArticleEditor } from './use-article-editor';
import { useSession } from '../../hooks/use-session';
import { PageFrame } from '../page-frame';
import { takeHandoff } from './editor-handoff';
import { EditorForm } from './editor-form';
import { paths } from '../../../domain/paths';

type EditorRoute = { readonly kind: 'post' } | { readonly kind: 'draft' | 'edit'; readonly id: number };

/** /articlePost, /articleDraft/{id} and /articleEdit/{id}. */
export const editorRoute = (path: string): EditorRoute | null => {
  if (path === paths.articlePost()) return { kind: 'post' };
  const match = /^\/article(Draft|Edit)\/([1-9][0-9]{0,15})$/.exec(path);
  if (!match?.[2]) return null;
  return { kind: match[1] === 'Draft' ? 'draft' : 'edit', id: Number(match[2]) };
};

const W = PAGE_TEXT.articleWrite;
const PAGE_TITLE = { post: W.postTitle, draft: W.draftTitle, edit: W.editTitle } as const;

/** The article write, edit and draft pages: EDITOR and ADMIN only (the server checks as well). */
export const ArticleEditorPage = () => {
  const [path] = useLocation();
  const route = editorRoute(path);
  const { role, hasToken, profile } = useSession();
  const viewer: Viewer = profile && role ? { id: profile.id, role } : null;
  const body = !hasToken ? (
    <LoginNeeded />
  ) : !canWrite(role, CONTENT_POLICIES.article) ? (
    <EmptyState title={T.noPermissionTitle} description={T.noPermissionDescription} />
  ) : route === null ? (
    <EmptyState title={T.notFound} />
  ) : route.kind === 'post' ? (
    <EditorForm key="post" mode="post" id={null} />
  ) : (
    <LoadedEditor key={`${route.kind}-${route.id}`} id={route.id} viewer={viewer} />
  );
  return (
    <PageFrame title={PAGE_TITLE[route?.kind ?? 'post']} width="narrow">
      {body}
    </PageFrame>
  );
};

const LoginNeeded = () => {
  const [, navigate] = useLocation();
  const from = useCurrentPath();
  return (
    <EmptyState
      title={T.loginTitle}
      description={T.loginDescription}
      action={<Button onClick={() => navigate(paths.signIn(), { state: { from } })}>{T.login}</Button>}
    />
  );
};

const loadFailure = (error: unknown) => {
  if (isApiError(error) && error._tag === 'NotFound') return { title: T.notFound };
  if (isApiError(error) && error._tag === 'Forbidden')
    return { title: T.notYoursTitle, description: T.notYoursDescription };
  return { title: T.loadFailed, description: isApiError(error) ? error.text : undefined };
};

/** An existing article or draft: loaded fresh from the server, or taken over from the page that created it. */
const LoadedEditor = ({ id, viewer }: { id: number; viewer: Viewer }) => {
  const articleEditor = useArticleEditor();
  const [handoff] = useState(() => takeHandoff(id));
  const query = useQuery({ ...editableArticleQuery(articleEditor.api, id), enabled: handoff === null });
  if (handoff) return <EditorForm mode="draft" id={id} handoff={handoff} />;
  if (query.isPending) return <Spinner size={32} label={T.loading} />;
  if (query.isError) return <EmptyState {...loadFailure(query.error)} />;
  const { isDraft, authorId, title, content, tags, thumbnailUrl } = query.data;
  // The server refuses too; this only spares a form that could not be saved.
  if (!isDraft && viewer && !canEdit(viewer, { authorId }, CONTENT_POLICIES.article))
    return <EmptyState title={T.notYoursTitle} description={T.notYoursDescription} />;
  return (
    <EditorForm mode={isDraft ? 'draft' : 'edit'} id={id} doc={{ title, content, tags, thumbnailUrl }} />
  );
};
