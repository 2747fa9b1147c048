import { styled } from '@linaria/react';
import { useState } from 'react';
import type { Role } from '../../domain/role';
import defaultAvatarUrl from '../assets/default-avatar.svg';
import { color } from '../theme/tokens';
import { RoleBadge } from './role-badge';

const Frame = styled.span`
  position: relative;
  display: inline-block;
  flex: none;
  width: var(--avatar-size);
  height: var(--avatar-size);

  & > img {
    width: 100%;
    height: 100%;
    border-radius: 50%;
    object-fit: cover;
    background: ${color.bgMuted};
    box-shadow: inset 0 0 0 1px rgba(0, 0, 0, 0.04);
  }
  & > [data-role] {
    position: absolute;
    right: -2px;
    bottom: -2px;
  }
`;

export { defaultAvatarUrl };

export interface AvatarProps {
  /** Profile image; the default avatar when missing or broken. */
  src?: string | null;
  alt: string;
  /** Diameter in px. */
  size?: number;
  /** EDITOR and ADMIN wear a badge. */
  role?: Role | null;
  className?: string;
}

export const Avatar = ({ src, alt, size = 40, role, className }: AvatarProps) => {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : defaultAvatarUrl;
  return (
    <Frame className={className} style={{ ['--avatar-size' as string]: `${size}px` }}>
      <img
        src={usable}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => {
          if (src) setFailedSrc(src);
        }}
      />
      <RoleBadge role={role} size={Math.max(12, Math.round(size * 0.3))} />
    </Frame>
  );
};
