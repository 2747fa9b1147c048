import { styled } from '@linaria/react';
import { REACTION_TEXT as T } from '../../../domain/text/reactions';
import { Button, LinkIcon, Modal, ShareIcon, useToast } from '../../components';
import { color, fontSize, radius, space } from '../../theme/tokens';
import { type ShareContent, shareTargets } from './share-links';

const Targets = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${space.sm};
  margin: 0 0 ${space.lg};
  padding: 0;
  list-style: none;

  a {
    display: flex;
    align-items: center;
    justify-content: center;
    height: 44px;
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    color: ${color.text};
    font-size: ${fontSize.sm};
    text-decoration: none;
  }
  a:hover {
    background: ${color.bgHover};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

/** Share targets, the native share sheet where the browser has one, and link copy with both toasts. */
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
