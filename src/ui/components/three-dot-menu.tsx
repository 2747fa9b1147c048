import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { IconButton } from './button';
import { useOutsideClick } from './hooks/use-outside-click';
import { MoreVerticalIcon } from './icons';
import { Menu, MenuItem, Root } from './three-dot-menu.styles';

export interface ThreeDotMenuOption {
  /** Handed back to onSelect. */
  mainKey: string;
  /** The Korean text shown. */
  viewKey: string;
  style?: 'danger' | undefined;
}

export interface ThreeDotMenuProps {
  options: readonly ThreeDotMenuOption[];
  onSelect: (mainKey: string) => void;
  /** Accessible name of the trigger, e.g. '댓글 더보기'. */
  label: string;
}

/** The ⋮ menu (edit, delete). Opens on click; closes on choice, outside press and Escape. */
export const ThreeDotMenu = ({ options, onSelect, label }: ThreeDotMenuProps) => {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useOutsideClick(root, () => setOpen(false), open);

  const items = () => Array.from(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = items().indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(current + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(current - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusItem(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusItem(-1);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <Root ref={root}>
      <IconButton
        ref={trigger}
        label={label}
        size={32}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            close(true);
          } else if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
            requestAnimationFrame(() => focusItem(0));
          }
        }}
      >
        <MoreVerticalIcon size={18} />
      </IconButton>
      {open && (
        <Menu id={menuId} role="menu" aria-label={label} onKeyDown={onMenuKeyDown}>
          {options.map((option) => (
            <li key={option.mainKey} role="none">
              <MenuItem
                type="button"
                role="menuitem"
                data-style={option.style}
                onClick={() => {
                  close(true);
                  onSelect(option.mainKey);
                }}
              >
                {option.viewKey}
              </MenuItem>
            </li>
          ))}
        </Menu>
      )}
    </Root>
  );
};
