import { styled } from '@linaria/react';
import { useLocation } from 'wouter';
import { canWrite } from '../../../domain/content/permissions';
import { CONTENT_POLICIES } from '../../../domain/content/policy';
import { ARTICLE_MAIN_TEXT as T } from '../../../domain/text/articles-main';
import { PencilIcon } from '../../components';
import { useLoginPrompt } from '../../hooks/use-login-prompt';
import { useSession } from '../../hooks/use-session';
import { color, fontSize, fontWeight, media, radius, shadow, space, zIndex } from '../../theme/tokens';
import { paths } from '../../../domain/paths';

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
  ${media.mobile} {
    bottom: 72px;
  }
`;

/**
 * The floating write button (spec section 2): for EDITOR and ADMIN it opens the editor; a visitor
 * gets the login dialog; a signed-in USER does not see it.
 */
export const WriteButton = () => {
  const { status, role } = useSession();
  const promptLogin = useLoginPrompt();
  const [, navigate] = useLocation();
  if (status === 'loading' || (status === 'signedIn' && !canWrite(role, CONTENT_POLICIES.article)))
    return null;
  return (
    <Floating
      type="button"
      onClick={() => (status === 'signedOut' ? promptLogin() : navigate(paths.articlePost()))}
    >
      <PencilIcon size={18} />
      {T.write}
    </Floating>
  );
};
