import { styled } from '@linaria/react';
import { color, duration, fontSize, fontWeight, radius } from '../theme/tokens';

/** Variants and sizes are data attributes so one static stylesheet covers them (no runtime CSS). */
export const StyledButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  border: 1px solid transparent;
  border-radius: ${radius.md};
  font-weight: ${fontWeight.semibold};
  line-height: 1.2;
  white-space: nowrap;
  transition:
    background-color ${duration.fast},
    border-color ${duration.fast},
    color ${duration.fast};
  -webkit-tap-highlight-color: transparent;

  &[data-size='sm'] {
    height: 32px;
    padding: 0 12px;
    font-size: ${fontSize.sm};
    border-radius: ${radius.sm};
  }
  &[data-size='md'] {
    height: 40px;
    padding: 0 16px;
    font-size: ${fontSize.md};
  }
  &[data-size='lg'] {
    height: 52px;
    padding: 0 20px;
    font-size: ${fontSize.lg};
    border-radius: ${radius.lg};
  }
  &[data-block='true'] {
    width: 100%;
  }

  &[data-variant='primary'] {
    background: ${color.brand};
    color: ${color.textOnBrand};
  }
  &[data-variant='primary']:hover:not(:disabled) {
    background: ${color.brandHover};
  }
  &[data-variant='primary']:active:not(:disabled) {
    background: ${color.brandPressed};
  }

  &[data-variant='secondary'] {
    background: ${color.bg};
    border-color: ${color.borderStrong};
    color: ${color.text};
  }
  &[data-variant='secondary']:hover:not(:disabled) {
    background: ${color.bgHover};
  }

  &[data-variant='ghost'] {
    background: transparent;
    color: ${color.textSecondary};
  }
  &[data-variant='ghost']:hover:not(:disabled) {
    background: ${color.bgHover};
    color: ${color.text};
  }

  &[data-variant='danger'] {
    background: ${color.danger};
    color: ${color.textOnBrand};
  }
  &[data-variant='danger']:hover:not(:disabled) {
    background: ${color.dangerHover};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
  &[aria-busy='true']:disabled {
    cursor: progress;
    opacity: 0.8;
  }
`;

export const StyledIconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: var(--icon-button-size, 40px);
  height: var(--icon-button-size, 40px);
  padding: 0;
  border: none;
  border-radius: ${radius.round};
  background: transparent;
  color: ${color.textSecondary};
  transition: background-color ${duration.fast};
  -webkit-tap-highlight-color: transparent;

  &:hover:not(:disabled) {
    background: ${color.bgHover};
    color: ${color.text};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.4;
  }
`;
