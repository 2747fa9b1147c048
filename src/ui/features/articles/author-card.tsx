import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { AuthorInfo } from '../../../contract/content';
import { isAuthor } from '../../../domain/viewer';
import { Avatar } from '../../components';
import { color, fontSize, fontWeight, media, radius, space } from '../../theme/tokens';
import { useViewer } from '../../hooks/use-viewer';
import { paths } from '../../../domain/paths';

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

/**
 * The author card under the article. `actions` (follow and consult, given by the page) show only when
 * the viewer is not the author.
 */
export const AuthorCard = ({
  author,
  actions,
}: {
  author: AuthorInfo;
  actions: (authorId: number) => ReactNode;
}) => {
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
      {authorId !== null && !isAuthor(viewer, authorId) ? <Buttons>{actions(authorId)}</Buttons> : null}
    </Card>
  );
};
