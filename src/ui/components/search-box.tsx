import { styled } from '@linaria/react';
import type { KeyboardEvent } from 'react';
import { UI_MAIN_TEXT } from '../../domain/text/ui-main';
import { color, fontSize, radius, space } from '../theme/tokens';
import { IconButton } from './button';
import { SearchIcon } from './icons';

const Form = styled.form`
  display: flex;
  align-items: center;
  height: 44px;
  padding: 0 ${space.xs} 0 ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.bgSubtle};
  transition: border-color 120ms;

  &:focus-within {
    border-color: ${color.brand};
    background: ${color.bg};
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  border: none;
  background: transparent;
  font-size: ${fontSize.base};

  &::placeholder {
    color: ${color.textTertiary};
  }
  &:focus-visible {
    outline: none;
  }
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (value: string) => void;
  placeholder?: string;
  /** Accessible name of the field; defaults to '검색'. */
  label?: string;
  className?: string;
}

/**
 * True while an input method (Hangul) is still composing a syllable. keyCode 229 covers Safari, which
 * sends the Enter that ends a composition after compositionend with isComposing already false.
 */
export const isComposingKey = (event: KeyboardEvent): boolean =>
  event.nativeEvent.isComposing || event.keyCode === 229;

/** Search field: Enter (outside Hangul composition) or the icon button submits. */
export const SearchBox = ({
  value,
  onChange,
  onSubmit,
  placeholder = UI_MAIN_TEXT.searchPlaceholder,
  label = UI_MAIN_TEXT.search,
  className,
}: SearchBoxProps) => (
  <Form
    role="search"
    className={className}
    onSubmit={(event) => {
      event.preventDefault();
      onSubmit(value);
    }}
  >
    <Input
      type="search"
      aria-label={label}
      value={value}
      placeholder={placeholder}
      enterKeyHint="search"
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || isComposingKey(event)) return;
        // Handled here, not by implicit form submission, so the composing check above decides alone.
        event.preventDefault();
        onSubmit(value);
      }}
    />
    <IconButton type="submit" label={UI_MAIN_TEXT.search} size={36}>
      <SearchIcon size={20} />
    </IconButton>
  </Form>
);
