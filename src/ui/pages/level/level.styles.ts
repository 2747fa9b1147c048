import { styled } from '@linaria/react';
import { color, fontSize, fontWeight, media, radius, space } from '../../theme/tokens';

export const MyLevel = styled.section`
  display: flex;
  align-items: center;
  gap: ${space.xl};
  margin-bottom: ${space.xxxl};
  padding: ${space.xxl};
  border-radius: ${radius.lg};
  background: ${color.brandSoft};

  ${media.mobile} {
    flex-direction: column;
    align-items: flex-start;
    gap: ${space.md};
    padding: ${space.xl};
  }
`;

export const LevelName = styled.p`
  font-size: ${fontSize.xxl};
  font-weight: ${fontWeight.bold};

  span {
    margin-right: ${space.sm};
    color: ${color.brandText};
  }
`;

export const Needs = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.lg};
  margin-top: ${space.sm};
  color: ${color.textSecondary};
  font-size: ${fontSize.md};

  div {
    display: flex;
    gap: ${space.xs};
  }
  dd {
    margin: 0;
    color: ${color.text};
    font-weight: ${fontWeight.semibold};
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSize.md};

  caption {
    padding-bottom: ${space.sm};
    color: ${color.textTertiary};
    font-size: ${fontSize.sm};
    text-align: left;
  }
  th,
  td {
    padding: ${space.md} ${space.sm};
    border-bottom: 1px solid ${color.border};
    text-align: left;
  }
  th {
    color: ${color.textSecondary};
    font-weight: ${fontWeight.semibold};
    background: ${color.bgSubtle};
  }
  td:nth-child(3),
  td:nth-child(4),
  th:nth-child(3),
  th:nth-child(4) {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tr[aria-current='true'] td {
    background: ${color.brandSoft};
    font-weight: ${fontWeight.semibold};
  }
`;

export const LevelCell = styled.span`
  display: inline-flex;
  white-space: nowrap;
  align-items: center;
  gap: ${space.xs};
`;

export const NextTitle = styled.p`
  margin-top: ${space.md};
  font-weight: ${fontWeight.semibold};
`;
