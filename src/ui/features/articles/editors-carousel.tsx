import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { popularEditorsQuery } from '../../../application/articles/article-queries';
import { ARTICLE_TEXT as T } from '../../../domain/text/articles';
import { useServices } from '../../hooks/use-services';
import { EditorCard } from './editor-card';
import { Block, BlockHeader, Carousel } from './home-blocks.styles';
import { paths } from '../../../domain/paths';

/** Popular editors in a snapping row, with 'see all' to /spotlightMember (spec section 2). */
export const EditorsCarousel = () => {
  const { editorsApi } = useServices().articles;
  const { data = [] } = useQuery(popularEditorsQuery(editorsApi));
  if (data.length === 0) return null;
  return (
    <Block aria-labelledby="popular-editors">
      <BlockHeader>
        <h2 id="popular-editors">{T.editorsTitle}</h2>
        <Link href={paths.spotlight()}>{T.editorsSeeAll}</Link>
      </BlockHeader>
      <Carousel>
        {data.map((editor) => (
          <EditorCard key={editor.id} editor={editor} />
        ))}
      </Carousel>
    </Block>
  );
};
