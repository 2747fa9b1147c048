import { styled } from '@linaria/react';
import {
  color,
  fontSize,
  fontWeight,
  lineHeight,
  media,
  radius,
  shadow,
  space,
  zIndex,
} from '../theme/tokens';

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space.xl};
  background: ${color.backdrop};
  animation: kickoff-fade-in 150ms ease-out;

  @keyframes kickoff-fade-in {
    from {
      opacity: 0;
    }
  }
`;

export const Panel = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: var(--dialog-width, 400px);
  max-height: calc(100vh - 40px);
  overflow: auto;
  border-radius: ${radius.xl};
  background: ${color.bg};
  box-shadow: ${shadow.lg};
  outline: none;

  ${media.mobile} {
    border-radius: ${radius.lg};
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space.sm};
  padding: ${space.xxl} ${space.xxl} 0;
`;

export const Title = styled.h2`
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
  line-height: ${lineHeight.tight};
  color: ${color.text};
`;

export const Body = styled.div`
  padding: ${space.md} ${space.xxl} ${space.xxl};
  font-size: ${fontSize.base};
  line-height: ${lineHeight.body};
  color: ${color.textSecondary};
`;

export const Actions = styled.div`
  display: flex;
  gap: ${space.sm};
  padding: 0 ${space.xxl} ${space.xxl};

  & > * {
    flex: 1;
  }
`;
