import { styled } from '@linaria/react';
import { hasRoleBadge, type Role } from '../../domain/role';
import { UI_MAIN_TEXT } from '../../domain/text/ui-main';
import { color } from '../theme/tokens';

const Mark = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: var(--role-badge-size);
  height: var(--role-badge-size);
  border: 2px solid ${color.bg};
  border-radius: 50%;
  color: #ffffff;
  box-sizing: content-box;

  &[data-role='EDITOR'] {
    background: ${color.brand};
  }
  &[data-role='ADMIN'] {
    background: ${color.text};
  }
`;

export interface RoleBadgeProps {
  role: Role | null | undefined;
  /** Diameter in px. */
  size?: number;
  className?: string;
}

/** The check mark editors and admins wear on their avatar; nothing for other roles. */
export const RoleBadge = ({ role, size = 16, className }: RoleBadgeProps) => {
  if (!hasRoleBadge(role)) return null;
  return (
    <Mark
      role="img"
      aria-label={UI_MAIN_TEXT.roleBadge[role]}
      title={UI_MAIN_TEXT.roleBadge[role]}
      data-role={role}
      className={className}
      style={{ ['--role-badge-size' as string]: `${size}px` }}
    >
      <svg width={size * 0.7} height={size * 0.7} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M5 12.5l4.5 4.5L19 7.5"
          fill="none"
          stroke="currentColor"
          strokeWidth={3.2}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Mark>
  );
};
