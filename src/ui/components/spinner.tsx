import { styled } from '@linaria/react';
import { color } from '../theme/tokens';

const Ring = styled.span`
  display: inline-block;
  flex: none;
  width: var(--spinner-size);
  height: var(--spinner-size);
  border: var(--spinner-stroke) solid ${color.border};
  border-color: color-mix(in srgb, currentColor 22%, transparent);
  border-top-color: currentColor;
  border-radius: 50%;
  animation: kickoff-spin 0.7s linear infinite;

  @keyframes kickoff-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

export interface SpinnerProps {
  /** Diameter in px. */
  size?: number;
  /** When set, the spinner is announced; otherwise it is decoration beside a visible label. */
  label?: string;
  className?: string;
}

export const Spinner = ({ size = 20, label, className }: SpinnerProps) => (
  <Ring
    className={className}
    style={{
      ['--spinner-size' as string]: `${size}px`,
      ['--spinner-stroke' as string]: `${Math.max(2, Math.round(size / 9))}px`,
    }}
    {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
  />
);
