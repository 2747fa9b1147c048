import { styled } from '@linaria/react';
import { UI_MAIN_TEXT } from '../../domain/text/ui-main';
import { color, duration, fontSize, fontWeight, radius, space } from '../theme/tokens';
import { TagScroller } from './tag-scroller';

export const Pill = styled.button`
  display: inline-flex;
  align-items: center;
  height: 36px;
  padding: 0 ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.bg};
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};
  white-space: nowrap;
  transition:
    background-color ${duration.fast},
    color ${duration.fast},
    border-color ${duration.fast};

  &:hover {
    border-color: ${color.borderStrong};
    color: ${color.text};
  }
  &[aria-pressed='true'] {
    border-color: ${color.brand};
    background: ${color.brand};
    color: ${color.textOnBrand};
  }
`;

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

export interface TagOption {
  key: string;
  label: string;
}

export interface TagPickerProps {
  options: readonly TagOption[];
  /** Key of the selected tag. */
  value: string;
  onChange: (key: string) => void;
  /** One scrolling row (draggable) instead of wrapping lines. */
  scrollable?: boolean;
  /** Accessible name of the group. */
  label?: string;
}

/** Pill-shaped single choice among tags; each pill is a toggle button marked aria-pressed. */
export const TagPicker = ({
  options,
  value,
  onChange,
  scrollable = false,
  label = UI_MAIN_TEXT.tagPicker,
}: TagPickerProps) => {
  const pills = options.map((option) => (
    <Pill
      key={option.key}
      type="button"
      aria-pressed={option.key === value}
      onClick={() => {
        if (option.key !== value) onChange(option.key);
      }}
    >
      {option.label}
    </Pill>
  ));
  return scrollable ? (
    <TagScroller label={label}>{pills}</TagScroller>
  ) : (
    <Wrap role="group" aria-label={label}>
      {pills}
    </Wrap>
  );
};
