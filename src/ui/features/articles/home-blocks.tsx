import { EditorsCarousel } from './editors-carousel';
import { PopularBlock } from './popular-block';

/**
 * The popular articles block and the popular editors carousel. Their code loads as its own chunk,
 * in parallel with their data, so the first page stays within its weight budget (DESIGN section 2).
 */
export const HomeBlocks = () => (
  <>
    <PopularBlock />
    <EditorsCarousel />
  </>
);
