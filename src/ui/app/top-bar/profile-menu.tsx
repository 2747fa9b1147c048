import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { OwnProfile } from '../../../contract/user';
import { PROFILE_EDIT_TEXT } from '../../../domain/text/account-settings';
import { SHELL_TEXT } from '../../../domain/text/shell';
import { Avatar, useOutsideClick } from '../../components';
import { useSessionActor } from '../../hooks/use-session';
import { AvatarButton, Menu, MenuHeader, MenuItem, MenuWrap } from './top-bar.styles';
import { paths } from '../../../domain/paths';

/**
 * The avatar button and its dropdown (my profile, profile settings, logout); closes when an item is
 * chosen, on outside click, on Escape and whenever the route changes.
 */
export const ProfileMenu = ({ profile }: { profile: OwnProfile }) => {
  const [path] = useLocation();
  // The path the menu was opened on: on any other path it is closed, whatever navigated there.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === path;
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const session = useSessionActor();
  const close = useCallback(() => setOpenOn(null), []);
  useOutsideClick(wrap, close);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    close();
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
        onClick={() => setOpenOn((on) => (on === path ? null : path))}
      >
        <Avatar src={profile.profileImageUrl} alt={profile.name} size={32} role={profile.role} />
      </AvatarButton>
      {open ? (
        <Menu id={menuId} role="menu" aria-label={SHELL_TEXT.profileMenu}>
          <MenuHeader>
            <strong>{profile.name}</strong>
            <span>{profile.email}</span>
          </MenuHeader>
          {/* With asChild the Link's own click handler replaces the child's: the close goes on the Link. */}
          <Link href={paths.user(profile.id)} asChild onClick={close}>
            <MenuItem role="menuitem">{SHELL_TEXT.myProfile}</MenuItem>
          </Link>
          <Link href={paths.userEdit()} asChild onClick={close}>
            <MenuItem role="menuitem">{PROFILE_EDIT_TEXT.title}</MenuItem>
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
