import { styled } from '@linaria/react';
import {
  CONTENT_MAX_WIDTH,
  color,
  fontSize,
  fontWeight,
  media,
  NARROW_CONTENT_MAX_WIDTH,
  radius,
  space,
} from '../theme/tokens';

export const FrameRoot = styled.div`
  width: 100%;
  max-width: ${CONTENT_MAX_WIDTH}px;
  margin: 0 auto;
  padding: ${space.xxxl} ${space.xl} ${space.huge};

  &[data-width='narrow'] {
    max-width: ${NARROW_CONTENT_MAX_WIDTH}px;
  }
  &[data-width='form'] {
    max-width: 440px;
  }

  ${media.mobile} {
    padding: ${space.xl} ${space.lg} ${space.xxxl};
  }
`;

export const FrameHeader = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space.md};
  margin-bottom: ${space.xxl};
`;

export const FrameTitle = styled.h1`
  font-size: ${fontSize.display};
  font-weight: ${fontWeight.bold};
  line-height: 1.3;
  letter-spacing: -0.02em;

  ${media.mobile} {
    font-size: ${fontSize.title};
  }
`;

export const FrameDescription = styled.p`
  margin-top: ${space.xs};
  color: ${color.textSecondary};
  font-size: ${fontSize.base};
`;

export const Panel = styled.section`
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.bg};
`;

export const TabList = styled.div`
  display: flex;
  gap: ${space.xs};
  margin-bottom: ${space.xl};
  border-bottom: 1px solid ${color.border};
  overflow-x: auto;
  scrollbar-width: none;
`;

export const TabLink = styled.a`
  flex: none;
  padding: ${space.md} ${space.lg};
  margin-bottom: -1px;
  border-bottom: 2px solid transparent;
  color: ${color.textTertiary};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.semibold};
  white-space: nowrap;

  &:hover {
    color: ${color.text};
  }
  &[aria-selected='true'] {
    border-bottom-color: ${color.text};
    color: ${color.text};
  }
`;

export const SectionBlock = styled.section`
  margin-bottom: ${space.xxxl};

  h2 {
    margin-bottom: ${space.md};
    font-size: ${fontSize.xl};
    font-weight: ${fontWeight.bold};
  }
`;

export const Fab = styled.button`
  position: fixed;
  right: ${space.xxl};
  bottom: 88px;
  z-index: 250;
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  height: 48px;
  padding: 0 ${space.xl};
  border: 0;
  border-radius: ${radius.pill};
  background: ${color.brand};
  color: ${color.textOnBrand};
  font-weight: ${fontWeight.bold};
  box-shadow: 0 6px 18px rgba(11, 122, 59, 0.35);

  &:hover {
    background: ${color.brandHover};
  }
`;
