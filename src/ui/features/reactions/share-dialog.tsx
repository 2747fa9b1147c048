import { styled } from '@linaria/react';
import { useEffect } from 'react';
import { DEFAULT_SHARE, DEFAULT_SHARE_IMAGE, type ShareCard } from '../../../domain/share';
import { REACTION_TEXT as T } from '../../../domain/text/reactions';
import { Button, LinkIcon, Modal, ShareIcon, useToast } from '../../components';
import { color, fontSize, radius, space } from '../../theme/tokens';
import { pageKakaoShare } from './kakao-share';
import { type ShareContent, shareTargets } from './share-links';

const Targets = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${space.sm};
  margin: 0 0 ${space.lg};
  padding: 0;
  list-style: none;

  a,
  button {
    display: flex;
    width: 100%;
    align-items: center;
    justify-content: center;
    height: 44px;
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.bg};
    color: ${color.text};
    font-size: ${fontSize.sm};
    text-decoration: none;
  }
  a:hover,
  button:hover {
    background: ${color.bgHover};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

/** The KakaoTalk card of what is shared: the product's name and tagline stand in for what is missing. */
const cardOf = (content: ShareContent): ShareCard => ({
  url: content.url,
  title: content.title || DEFAULT_SHARE.title,
  text: content.text || DEFAULT_SHARE.description,
  imageUrl: content.imageUrl ?? new URL(DEFAULT_SHARE_IMAGE.path, window.location.href).href,
});

/**
 * Share targets (KakaoTalk first when the server names a Kakao key), the native share sheet where the
 * browser has one, and link copy with both toasts.
 */
export const ShareDialog = ({
  open,
  onClose,
  content,
}: {
  open: boolean;
  onClose: () => void;
  content: ShareContent;
}) => {
  const toast = useToast();
  const kakao = pageKakaoShare();
  // First use: the SDK starts loading as the dialog opens, so a tap on KakaoTalk finds it ready.
  useEffect(() => {
    if (open && kakao.available) kakao.ready().catch((error: unknown) => console.info(error));
  }, [open, kakao]);
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(content.url);
      toast.show({ type: 'success', message: T.linkCopied });
    } catch {
      toast.show({ type: 'error', message: T.linkCopyFailed });
    }
  };
  const nativeShare = async () => {
    try {
      await navigator.share({ title: content.title, text: content.text, url: content.url });
    } catch (error) {
      // Closing the sheet rejects too; nothing to tell the user (spec: share SDK trouble is logged only).
      console.info(error);
    }
  };
  return (
    <Modal open={open} onClose={onClose} title={T.shareTitle}>
      <Targets aria-label={T.shareTargetsLabel}>
        {kakao.available && content.url !== '' ? (
          <li>
            <button
              type="button"
              // Spec: trouble with a share SDK is logged only; the other targets stay there.
              onClick={() => void kakao.share(cardOf(content)).catch((error: unknown) => console.info(error))}
            >
              {T.shareKakaoTalk}
            </button>
          </li>
        ) : null}
        {shareTargets(content).map((target) => (
          <li key={target.key}>
            <a href={target.href} target="_blank" rel="noopener noreferrer">
              {target.label}
            </a>
          </li>
        ))}
      </Targets>
      <Actions>
        {canShareNatively ? (
          <Button variant="secondary" block onClick={() => void nativeShare()}>
            <ShareIcon size={16} />
            {T.shareNative}
          </Button>
        ) : null}
        <Button variant="primary" block onClick={() => void copy()}>
          <LinkIcon size={16} />
          {T.copyLink}
        </Button>
      </Actions>
    </Modal>
  );
};
