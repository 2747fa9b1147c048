import { styled } from '@linaria/react';
import { color, fontSize, fontWeight, radius } from '../../theme/tokens';

const Img = styled.img`
  flex: none;
  object-fit: contain;
`;

const Initial = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  border-radius: ${radius.round};
  background: ${color.bgMuted};
  color: ${color.textSecondary};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.bold};
`;

/** A team's emblem beside its name (decorative: the name is the text); its first letter when there is none. */
export const TeamEmblem = ({ src, team, size = 24 }: { src: string | null; team: string; size?: number }) =>
  src ? (
    <Img src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />
  ) : (
    <Initial aria-hidden="true" style={{ width: size, height: size }}>
      {[...team.replace(/^\S+\s/, '')][0] ?? ''}
    </Initial>
  );
