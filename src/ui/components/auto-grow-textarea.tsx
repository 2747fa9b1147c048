import { styled } from '@linaria/react';
import { type Ref, type TextareaHTMLAttributes, useCallback, useLayoutEffect, useRef } from 'react';
import { color, fontSize, lineHeight, radius, space } from '../theme/tokens';

const Area = styled.textarea`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: 10px ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.bg};
  font-size: ${fontSize.base};
  line-height: ${lineHeight.body};
  resize: none;
  overflow-y: hidden;

  &::placeholder {
    color: ${color.textTertiary};
  }
  &:focus {
    border-color: ${color.brand};
  }
  &:disabled {
    background: ${color.bgMuted};
  }
`;

/** Spec section 9: comment boxes grow up to 120px, reply boxes up to 100px, then scroll. */
export const TEXTAREA_MAX_HEIGHT = 120;
export const REPLY_TEXTAREA_MAX_HEIGHT = 100;

export interface AutoGrowTextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  maxHeight?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

export const AutoGrowTextarea = ({
  maxHeight = TEXTAREA_MAX_HEIGHT,
  value,
  onInput,
  ref,
  rows = 1,
  ...rest
}: AutoGrowTextareaProps) => {
  const own = useRef<HTMLTextAreaElement | null>(null);

  const resize = useCallback(() => {
    const el = own.current;
    if (!el) return;
    // An empty box is one row high by itself: no measuring (reading scrollHeight lays the whole page
    // out at once, inside the render that mounts the box, which made the article page's first
    // render a long task).
    if (el.value === '') {
      el.style.height = '';
      el.style.overflowY = 'hidden';
      return;
    }
    el.style.height = 'auto';
    const next = Math.min(el.scrollHeight, maxHeight);
    el.style.height = `${next}px`;
    el.style.overflowY = el.scrollHeight > maxHeight ? 'auto' : 'hidden';
  }, [maxHeight]);

  // Value changes from outside (cleared after sending, filled for editing) must resize too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `value` is the trigger, read through the DOM
  useLayoutEffect(resize, [resize, value]);

  const setRefs = useCallback(
    (el: HTMLTextAreaElement | null) => {
      own.current = el;
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );

  return (
    <Area
      {...rest}
      ref={setRefs}
      rows={rows}
      value={value}
      style={{ maxHeight, ...rest.style }}
      onInput={(event) => {
        resize();
        onInput?.(event);
      }}
    />
  );
};
