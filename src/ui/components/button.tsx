import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { StyledButton, StyledIconButton } from './button.styles';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While a request runs: disabled, marked busy, with a spinner before the label. */
  pending?: boolean;
  /** Full width. */
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export const Button = ({
  variant = 'primary',
  size = 'md',
  pending = false,
  block = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) => (
  <StyledButton
    {...rest}
    type={type}
    data-variant={variant}
    data-size={size}
    data-block={block ? 'true' : undefined}
    disabled={disabled || pending}
    aria-busy={pending || undefined}
  >
    {pending ? <Spinner size={size === 'sm' ? 14 : 16} /> : null}
    {children}
  </StyledButton>
);

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** Required: an icon alone has no accessible name. */
  label: string;
  /** Square size in px. */
  size?: number;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export const IconButton = ({
  label,
  size = 40,
  type = 'button',
  style,
  children,
  ...rest
}: IconButtonProps) => (
  <StyledIconButton
    {...rest}
    type={type}
    aria-label={label}
    title={rest.title ?? label}
    style={{ ['--icon-button-size' as string]: `${size}px`, ...style }}
  >
    {children}
  </StyledIconButton>
);
