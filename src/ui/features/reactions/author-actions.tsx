import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import type { AppServices } from '../../../application/app-services';
import { provideConsultationMachine } from '../../../application/articles/provide-consultation';
import { userQuery } from '../../../application/queries';
import { refreshAll } from '../../../application/query-client';
import { ARTICLE_TEXT as T } from '../../../domain/text/articles';
import { Button } from '../../components';
import { useNotices } from '../../hooks/use-notices';
import { useProvided } from '../../hooks/use-provided';
import { useServices } from '../../hooks/use-services';
import { useViewer } from '../../hooks/use-viewer';
import { Follow } from './follow';

const ConsultationModal = lazy(() =>
  import('./consultation-modal').then((m) => ({ default: m.ConsultationModal })),
);

const consultationMachine = (s: AppServices) =>
  provideConsultationMachine({
    consultationApi: s.articles.consultationApi,
    refresh: refreshAll(s.queryClient),
  });

/** Follow and consult for someone else's card (an author, a profile). */
export const AuthorActions = ({ authorId, authorName }: { authorId: number; authorName: string }) => {
  const { usersApi } = useServices();
  const viewer = useViewer();
  // GET /api/user/{id} carries the viewer's following flag (spec section 7).
  const { data: profile } = useQuery(userQuery(usersApi, authorId));
  const consultation = useActorRef(useProvided(consultationMachine), { input: { recipientId: authorId } });
  useNotices(consultation);
  const open = useSelector(consultation, (s) => !s.matches('closed'));
  return (
    <>
      <Follow targetId={authorId} following={profile?.following ?? false} size="md" />
      <Button
        variant="secondary"
        onClick={() => consultation.send({ type: 'consultation.open', viewerId: viewer?.id ?? null })}
      >
        {T.consult}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ConsultationModal actor={consultation} recipientName={authorName} />
        </Suspense>
      ) : null}
    </>
  );
};
