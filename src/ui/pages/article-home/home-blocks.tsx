import { useQuery } from '@tanstack/react-query';
import { popularQuery } from '../../../application/content/content.queries';
import { itemPath, policyOf } from '../../../domain/content/policy';
import { ARTICLE_TEXT as T } from '../../../domain/text/articles';
import { EditorsCarousel } from '../../features/articles/editors-carousel';
import { PopularBlock } from '../../features/lists/popular-block';
import { Follow } from '../../features/reactions/follow';
import { useServices } from '../../hooks/use-services';

const ARTICLE = policyOf('article');

/**
 * The popular articles block and the popular editors carousel. Their code loads as its own chunk,
 * in parallel with their data, so the first page stays within its weight budget (DESIGN section 2).
 */
export const HomeBlocks = () => {
  const { api } = useServices().articles;
  // Undefined while loading (the block's skeleton); a failed read hides the block.
  const { data, isError } = useQuery(popularQuery(api));
  return (
    <>
      <PopularBlock
        id="popular-articles"
        title={T.popularTitle}
        items={(isError ? [] : data)?.map((a) => ({
          id: a.id,
          href: itemPath(ARTICLE, a),
          title: a.title,
          detail: a.author.authorName,
        }))}
      />
      <EditorsCarousel
        renderFollow={(editor) => <Follow targetId={editor.id} following={editor.following} />}
      />
    </>
  );
};
