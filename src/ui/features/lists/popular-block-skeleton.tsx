import { Block, BlockHeader, skeletonBone as bone } from '../../components';
import { MoreRow, RankItem, RankList } from './popular-block.styles';

/**
 * A popular block before its code or data is there: the heading row, three ranks and the 'more' row of
 * PopularBlock, each holding a no-break space in grey, so the block takes its final room from the
 * first paint and nothing under it moves (issue 13).
 */
export const PopularBlockSkeleton = () => (
  <Block aria-hidden="true">
    <BlockHeader>
      <h2 className={bone}>{'\u00a0'}</h2>
    </BlockHeader>
    <RankList>
      {[1, 2, 3].map((rank) => (
        <RankItem key={rank}>
          {/* biome-ignore lint/a11y/useValidAnchor: a placeholder with the real link's box, hidden and not focusable */}
          <a>
            <strong>{rank}</strong>
            <div className={bone} style={{ flex: 1 }}>
              <span>{'\u00a0'}</span>
              <small>{'\u00a0'}</small>
            </div>
          </a>
        </RankItem>
      ))}
    </RankList>
    <MoreRow>
      <span className={bone} style={{ width: 96, height: 32 }} />
    </MoreRow>
  </Block>
);
