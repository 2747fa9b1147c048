import { styled } from '@linaria/react';
import { lazy, Suspense, useState } from 'react';
import { shareText } from '../../../domain/share';
import { REACTION_TEXT as T } from '../../../domain/text/reactions';
import { Button, ShareIcon, Tooltip, useIsMobile } from '../../components';
import { space } from '../../theme/tokens';
import { MobileBottomBar } from './mobile-bottom-bar';
import { LikeButton } from './reaction-buttons';
import type { ShareContent } from './share-links';
import type { LikeActor } from './use-reaction-actors';

const ShareDialog = lazy(() => import('./share-dialog').then((m) => ({ default: m.ShareDialog })));

const Bar = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${space.sm};
  margin: ${space.huge} 0 ${space.xxxl};
  justify-content: center;
`;

const TipSlot = styled.div`
  position: absolute;
  top: calc(100% + ${space.sm});
  left: 50%;
  z-index: 1;
  width: max-content;
  max-width: 280px;
  transform: translateX(-50%);
`;

/** An address as an absolute URL against the page's own; null when there is none or it is not http(s). */
const absoluteUrl = (url: string | null | undefined): string | null => {
  if (!url || typeof window === 'undefined') return null;
  try {
    const absolute = new URL(url, window.location.href);
    return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? absolute.href : null;
  } catch {
    return null;
  }
};

/** What sharing an item sends: this page's address, its title, the start of its text and its picture. */
export const shareOf = (item: {
  readonly title: string;
  readonly content: string;
  readonly thumbnailUrl?: string | null;
}): ShareContent => ({
  url: typeof window === 'undefined' ? '' : window.location.href,
  title: item.title,
  text: shareText(item.content),
  imageUrl: absoluteUrl(item.thumbnailUrl),
});

export interface ReactionBarProps {
  readonly like: LikeActor;
  /**
   * What sharing sends, asked for when the dialog opens: the share text segments the body's first
   * characters, and the first grapheme segmenter a page builds loads ICU data that once cost the
   * article page's first render about 12 ms (50 ms at Lighthouse's 4x CPU) for a dialog most never open.
   */
  readonly share: () => ShareContent;
  readonly commentCount: number;
  readonly onComments: () => void;
  /** Names the bar for tests ("article-reactions"). */
  readonly testId: string;
  /** Shows the one-time 'share this' tooltip under the buttons (the article page). */
  readonly shareTip?: boolean;
}

/**
 * Like and share under an item's body, the share dialog (loaded when first opened) and, on a phone,
 * the bottom bar with like, comments and share.
 */
export const ReactionBar = ({
  like,
  share,
  commentCount,
  onComments,
  testId,
  shareTip,
}: ReactionBarProps) => {
  const isMobile = useIsMobile();
  const [sharing, setSharing] = useState<ShareContent | null>(null);
  const openShare = () => setSharing(share());
  const [tip, setTip] = useState(shareTip === true);
  return (
    <>
      <Bar data-testid={testId}>
        <LikeButton actor={like} />
        <Button variant="secondary" onClick={openShare} aria-label={T.share}>
          <ShareIcon size={16} />
          {T.share}
        </Button>
        {tip ? (
          <TipSlot>
            <Tooltip text={T.shareTip} onDismiss={() => setTip(false)} />
          </TipSlot>
        ) : null}
      </Bar>
      {isMobile ? (
        <MobileBottomBar
          like={like}
          commentCount={commentCount}
          onComments={onComments}
          onShare={openShare}
        />
      ) : null}
      {sharing ? (
        <Suspense fallback={null}>
          <ShareDialog open onClose={() => setSharing(null)} content={sharing} />
        </Suspense>
      ) : null}
    </>
  );
};
