import { styled } from '@linaria/react';
import { color, fontSize, fontWeight, lineHeight, media, radius, shadow, space } from '../theme/tokens';

/** A rounded white surface with a hairline border; `data-interactive` adds the hover lift. */
export const Card = styled.div`
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.bg};
  overflow: hidden;

  &[data-interactive='true'] {
    transition:
      box-shadow 150ms,
      transform 150ms;
  }
  &[data-interactive='true']:hover {
    box-shadow: ${shadow.md};
    transform: translateY(-1px);
  }
`;

export const CardBody = styled.div`
  padding: ${space.xl};

  ${media.mobile} {
    padding: ${space.lg};
  }
`;

export const CardTitle = styled.h3`
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  line-height: ${lineHeight.tight};
  color: ${color.text};
`;

export const CardMeta = styled.p`
  margin-top: ${space.xs};
  font-size: ${fontSize.sm};
  color: ${color.textTertiary};
`;

/** Section heading used above lists and card grids. */
export const SectionTitle = styled.h2`
  font-size: ${fontSize.xxl};
  font-weight: ${fontWeight.bold};
  line-height: ${lineHeight.tight};
  color: ${color.text};
  margin-bottom: ${space.lg};

  ${media.mobile} {
    font-size: ${fontSize.xl};
  }
`;

/** Centred page column of the site's content width. */
export const PageContainer = styled.div`
  width: 100%;
  max-width: var(--page-max-width, 1080px);
  margin: 0 auto;
  padding: 0 ${space.xl};

  ${media.mobile} {
    padding: 0 ${space.lg};
  }
`;
