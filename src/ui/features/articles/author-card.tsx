import { styled } from '@linaria/react';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { provideConsultationMachine } from '../../../application/articles/provide-consultation';
import { userQuery } from '../../../application/queries';
import type { AuthorInfo } from '../../../contract/articles';
import { isAuthor } from '../../../domain/viewer';
import { ARTICLE_TEXT as T } from '../../../domain/text/articles';
import { Avatar, Button } from '../../components';
import { useServices } from '../../hooks/use-services';
import { color, fontSize, fontWeight, media, radius, space } from '../../theme/tokens';
import { FollowButton } from './reaction-buttons';
import { useArticleMachine } from './use-article-machine';
import { useNotices } from './use-notices';
import { useFollowActor } from './use-reaction-actors';
import { useViewer } from './use-viewer';
import { paths } from '../../../domain/paths';

const ConsultationModal = lazy(() =>
  import('./consultation-modal').then((m) => ({ default: m.ConsultationModal })),
);

const Card = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.lg};
  padding: ${space.xl};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};

  a {
    color: inherit;
    text-decoration: none;
  }
  strong {
    display: block;
    font-size: ${fontSize.lg};
    font-weight: ${fontWeight.bold};
  }
  p {
    margin: ${space.xxs} 0 0;
    color: ${color.textSecondary};
    font-size: ${fontSize.sm};
  }
`;

const Text = styled.div`
  flex: 1 1 0;
  min-width: 0;
`;

// On a phone the buttons get their own row under the name, each half the width.
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};

  ${media.mobile} {
    flex-basis: 100%;

    & > button {
      flex: 1;
    }
  }
`;

const AuthorButtons = ({ authorId, authorName }: { authorId: number; authorName: string }) => {
  const { usersApi } = useServices();
  const viewer = useViewer();
  // GET /api/user/{id} carries the viewer's following flag (spec section 7).
  const { data: profile } = useQuery(userQuery(usersApi, authorId));
  const follow = useFollowActor(authorId, profile?.following ?? false);
  const consultation = useActorRef(useArticleMachine(provideConsultationMachine), {
    input: { recipientId: authorId },
  });
  useNotices(consultation);
  const open = useSelector(consultation, (s) => !s.matches('closed'));
  return (
    <Buttons>
      <FollowButton actor={follow} size="md" />
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
    </Buttons>
  );
};

/** The author card under the article: follow and consult only when the viewer is not the author. */
export const AuthorCard = ({ author }: { author: AuthorInfo }) => {
  const viewer = useViewer();
  const authorId = author.authorId;
  return (
    <Card aria-label={author.authorName}>
      <Avatar src={author.authorProfileImageUrl} alt="" size={56} role={author.authorRole} />
      <Text>
        {authorId === null ? (
          <strong>{author.authorName}</strong>
        ) : (
          <Link href={paths.user(authorId)}>
            <strong>{author.authorName}</strong>
          </Link>
        )}
        {author.authorJob ? <p>{author.authorJob}</p> : null}
      </Text>
      {authorId !== null && !isAuthor(viewer, authorId) ? (
        <AuthorButtons authorId={authorId} authorName={author.authorName} />
      ) : null}
    </Card>
  );
};
