import { Block, BlockHeader, skeletonBone as bone } from '../../components';
import { Carousel, EditorItem } from './editors.styles';

/**
 * The popular editors carousel before its code or data is there: the heading row and cards of
 * EditorsCarousel (a 64 px picture, the name and two lines of job as no-break spaces, a small
 * button) in grey, so the row takes its final height from the first paint (issue 13).
 */
export const EditorsSkeleton = () => (
  <Block aria-hidden="true">
    <BlockHeader>
      <h2 className={bone}>{'\u00a0'}</h2>
    </BlockHeader>
    <Carousel>
      {[1, 2, 3, 4, 5].map((card) => (
        <EditorItem key={card}>
          <div>
            {/* biome-ignore lint/a11y/useValidAnchor: a placeholder with the real link's box, hidden and not focusable */}
            <a>
              <i className={bone} style={{ width: 64, height: 64, borderRadius: '50%' }} />
              <strong>{'\u00a0'}</strong>
              <p className={bone}>{'\u00a0'}</p>
            </a>
            <i className={bone} style={{ width: 64, height: 32 }} />
          </div>
        </EditorItem>
      ))}
    </Carousel>
  </Block>
);
