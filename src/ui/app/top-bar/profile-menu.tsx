import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { OwnProfile } from '../../../contract/user';
import { SHELL_TEXT } from '../../../domain/text/shell';
import { Avatar, useOutsideClick } from '../../components';
import { useSessionActor } from '../../hooks/use-session';
import { AvatarButton, Menu, MenuHeader, MenuItem, MenuWrap } from './top-bar.styles';
import { paths } from '../../../domain/paths';

/** The avatar button and its dropdown (my profile, logout); closes on outside click and Escape. */
export const ProfileMenu = ({ profile }: { profile: OwnProfile }) => {
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const session = useSessionActor();
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(wrap, close);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };

  return (
    <MenuWrap ref={wrap} onKeyDown={onKeyDown}>
      <AvatarButton
        ref={button}
        type="button"
        aria-label={SHELL_TEXT.profileMenu}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar src={profile.profileImageUrl} alt={profile.name} size={32} role={profile.role} />
      </AvatarButton>
      {open ? (
        <Menu id={menuId} role="menu" aria-label={SHELL_TEXT.profileMenu}>
          <MenuHeader>
            <strong>{profile.name}</strong>
            <span>{profile.email}</span>
          </MenuHeader>
          <Link href={paths.user(profile.id)} asChild>
            <MenuItem role="menuitem" onClick={close}>
              {SHELL_TEXT.myProfile}
            </MenuItem>
          </Link>
          <MenuItem
            as="button"
            type="button"
            role="menuitem"
            onClick={() => {
              close();
              session.send({ type: 'session.logout' });
            }}
          >
            {SHELL_TEXT.logout}
          </MenuItem>
        </Menu>
      ) : null}
    </MenuWrap>
  );
};
