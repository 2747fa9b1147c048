import { styled } from '@linaria/react';
import { useQuery } from '@tanstack/react-query';
import { popularEditorsQuery } from '../../../application/articles/article.queries';
import { ARTICLE_TEXT as T } from '../../../domain/text/articles';
import { EmptyState, Spinner } from '../../components';
import { EditorCard } from '../../features/articles/editor-card';
import { useServices } from '../../hooks/use-services';
import { media, space } from '../../theme/tokens';
import { PageFrame } from '../page-frame';
import { Follow } from '../../features/reactions/follow';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: 1000px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  & > li {
    flex: none;
  }
`;

/** /spotlightMember: every popular editor, ranked by followers, with follow buttons. */
export const SpotlightPage = () => {
  const { editorsApi } = useServices().articles;
  const { data, isPending } = useQuery(popularEditorsQuery(editorsApi));
  return (
    <PageFrame title={T.spotlightTitle} description={T.spotlightDescription}>
      {isPending ? (
        <p role="status">
          <Spinner size={20} label={T.loading} />
        </p>
      ) : !data || data.length === 0 ? (
        <EmptyState title={T.spotlightEmpty} />
      ) : (
        <Grid>
          {data.map((editor) => (
            <EditorCard
              key={editor.id}
              editor={editor}
              follow={<Follow targetId={editor.id} following={editor.following} />}
            />
          ))}
        </Grid>
      )}
    </PageFrame>
  );
};
