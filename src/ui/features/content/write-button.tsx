import { styled } from '@linaria/react';
import { useLocation } from 'wouter';
import { canWrite } from '../../../domain/content/permissions';
import { type ContentKind, policyOf } from '../../../domain/content/policy';
import { CONTENT_WRITE_TEXT } from '../../../domain/text/content';
import { PencilIcon } from '../../components';
import { useLoginPrompt } from '../../hooks/use-login-prompt';
import { useSession } from '../../hooks/use-session';
import { color, fontSize, fontWeight, media, radius, shadow, space, zIndex } from '../../theme/tokens';

const Floating = styled.button`
  position: fixed;
  right: max(${space.xl}, calc((100vw - 1080px) / 2));
  bottom: 88px;
  z-index: ${zIndex.raised};
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  height: 48px;
  padding: 0 ${space.xl};
  border: 0;
  border-radius: ${radius.pill};
  background: ${color.brand};
  box-shadow: ${shadow.md};
  color: ${color.textOnBrand};
  font-size: ${fontSize.base};
  font-weight: ${fontWeight.bold};
  cursor: pointer;

  &:hover {
    background: ${color.brandHover};
  }
  /*
   * A phone has no margin beside the content for it: floating, it covered the popular block's 더보기,
   * the board's tags and search box and, at the end of a list, the footer. There it sits at the end of
   * the page's heading row instead (the page puts it in PageFrame's aside), out of the flow so the
   * row keeps its height when the session decides whether it shows.
   */
  ${media.mobile} {
    position: absolute;
    right: 0;
    bottom: 0;
    height: 36px;
    padding: 0 ${space.lg};
    font-size: ${fontSize.md};
  }
`;

/**
 * The floating write button of a kind's home (spec section 2; on a phone, at the end of the heading
 * row: render it as PageFrame's aside): writers of the kind go to its editor, a
 * visitor gets the login dialog, a signed-in member who may not write this kind (a USER on the article
 * home) does not see it. While the session is still loading it waits, so a member is never taken for a
 * visitor.
 */
export const WriteButton = ({ kind }: { kind: ContentKind }) => {
  const { status, role } = useSession();
  const promptLogin = useLoginPrompt();
  const [, navigate] = useLocation();
  const policy = policyOf(kind);
  // Loading: not yet known who this is. Onboarding: nothing works until the profile is chosen.
  if (status === 'loading' || status === 'onboarding') return null;
  if (status === 'signedIn' && !canWrite(role, policy)) return null;
  return (
    <Floating
      type="button"
      onClick={() => (status === 'signedOut' ? promptLogin() : navigate(policy.paths.write()))}
    >
      <PencilIcon size={18} />
      {CONTENT_WRITE_TEXT[kind]}
    </Floating>
  );
};
