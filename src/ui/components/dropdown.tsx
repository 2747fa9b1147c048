import { styled } from '@linaria/react';
import { useId } from 'react';
import { color, fontSize, fontWeight, radius, space } from '../theme/tokens';
import { ChevronDownIcon } from './icons';
import { visuallyHidden } from './visually-hidden';

const Wrap = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;

  & > svg {
    position: absolute;
    right: 10px;
    color: ${color.textTertiary};
    pointer-events: none;
  }

  /* A form field: the label on its own line, the select as wide as the form, the chevron at its end. */
  &[data-field='true'] {
    display: grid;
    gap: ${space.xs};
    align-items: end;

    & > label {
      font-size: ${fontSize.sm};
      font-weight: ${fontWeight.semibold};
    }
    & > select {
      width: 100%;
    }
    & > svg {
      bottom: 10px;
    }
  }
`;

const Select = styled.select`
  height: 36px;
  padding: 0 34px 0 ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.bg};
  color: ${color.text};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};
  appearance: none;
  cursor: pointer;

  &:hover {
    border-color: ${color.borderStrong};
  }
`;

export interface DropdownOption {
  value: string;
  label: string;
}

export interface DropdownProps {
  /** Accessible name (visually hidden), e.g. '정렬' or '검색 범위'. */
  label: string;
  value: string;
  options: readonly DropdownOption[];
  onChange: (value: string) => void;
  className?: string;
  /** Shows the label above the select, which then fills its line (a form field, not a list control). */
  field?: boolean;
}

/** A styled native select: the platform picker on phones, full keyboard support for free. */
export const Dropdown = ({ label, value, options, onChange, className, field }: DropdownProps) => {
  const id = useId();
  return (
    <Wrap className={className} data-field={field}>
      <label htmlFor={id} className={field ? undefined : visuallyHidden}>
        {label}
      </label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <ChevronDownIcon size={16} />
    </Wrap>
  );
};
