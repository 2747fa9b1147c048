import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { ReactNode } from 'react';
import type { EditorCard as EditorCardData } from '../../../application/articles/editors-api.port';
import { popularEditorsQuery } from '../../../application/articles/article.queries';
import { ARTICLE_TEXT as T } from '../../../domain/text/articles';
import { useServices } from '../../hooks/use-services';
import { EditorCard } from './editor-card';
import { Block, BlockHeader } from '../../components';
import { Carousel } from './editors.styles';
import { EditorsSkeleton } from './editors-skeleton';
import { paths } from '../../../domain/paths';

/**
 * Popular editors in a snapping row, with 'see all' to /spotlightMember (spec section 2); each card's
 * follow button is given by the page. Its skeleton, of the same height, while they load.
 */
export const EditorsCarousel = ({
  renderFollow,
}: {
  renderFollow: (editor: EditorCardData) => ReactNode;
}) => {
  const { editorsApi } = useServices().articles;
  const { data, isError } = useQuery(popularEditorsQuery(editorsApi));
  if (data === undefined && !isError) return <EditorsSkeleton />;
  if (!data || data.length === 0) return null;
  return (
    <Block aria-labelledby="popular-editors">
      <BlockHeader>
        <h2 id="popular-editors">{T.editorsTitle}</h2>
        <Link href={paths.spotlight()}>{T.editorsSeeAll}</Link>
      </BlockHeader>
      <Carousel>
        {data.map((editor) => (
          <EditorCard key={editor.id} editor={editor} follow={renderFollow(editor)} />
        ))}
      </Carousel>
    </Block>
  );
};
