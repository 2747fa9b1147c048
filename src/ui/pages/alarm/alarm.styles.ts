import { styled } from '@linaria/react';
import { color, fontSize, radius, space } from '../../theme/tokens';

export const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${space.md};
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  margin: 0 0 ${space.lg};
  padding: 0;
  list-style: none;
`;

export const Item = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  width: 100%;
  padding: ${space.md} ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.bg};
  color: ${color.textSecondary};
  font: inherit;
  font-size: ${fontSize.md};
  text-align: left;
  cursor: pointer;

  &[data-unread='true'] {
    border-color: ${color.brand};
    background: ${color.brandSoft};
    color: ${color.text};
  }

  &:hover {
    background: ${color.bgHover};
  }
`;

export const Time = styled.span`
  color: ${color.textTertiary};
  font-size: ${fontSize.xs};
`;

export const Unread = styled.strong`
  margin-right: ${space.xs};
  color: ${color.notificationDot};
  font-size: ${fontSize.xs};
`;
