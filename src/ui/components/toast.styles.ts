import { styled } from '@linaria/react';
import { color, fontSize, fontWeight, radius, shadow, space, zIndex } from '../theme/tokens';

export const Region = styled.div`
  position: fixed;
  top: ${space.lg};
  left: 50%;
  z-index: ${zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.sm};
  width: min(420px, calc(100vw - 32px));
  transform: translateX(-50%);
  pointer-events: none;
`;

export const Item = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${space.sm};
  width: 100%;
  padding: 14px ${space.lg};
  overflow: hidden;
  border-radius: ${radius.lg};
  background: rgba(25, 31, 40, 0.94);
  box-shadow: ${shadow.lg};
  color: #ffffff;
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};
  line-height: 1.5;
  pointer-events: auto;
  animation: kickoff-toast-in 180ms ease-out;

  &[data-type='success'] {
    --toast-accent: #3ddc84;
  }
  &[data-type='error'] {
    --toast-accent: #ff6b76;
  }
  &[data-type='info'] {
    --toast-accent: #64a8ff;
  }
  &[data-type='warning'] {
    --toast-accent: ${color.warning};
  }

  & > svg {
    flex: none;
    color: var(--toast-accent);
  }

  @keyframes kickoff-toast-in {
    from {
      opacity: 0;
      transform: translateY(-8px);
    }
    to {
      opacity: 1;
      transform: none;
    }
  }
`;

export const Message = styled.p`
  flex: 1;
  min-width: 0;
`;

export const Progress = styled.span`
  position: absolute;
  left: 0;
  bottom: 0;
  width: 100%;
  height: 3px;
  background: var(--toast-accent);
  transform-origin: left center;
  animation: kickoff-toast-progress var(--toast-duration) linear forwards;

  @keyframes kickoff-toast-progress {
    from {
      transform: scaleX(1);
    }
    to {
      transform: scaleX(0);
    }
  }
`;
