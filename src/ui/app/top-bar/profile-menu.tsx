import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { OwnProfile } from '../../../contract/user';
import { levelName, MIN_LEVEL, parseLevelKey } from '../../../domain/level';
import { PROFILE_EDIT_TEXT } from '../../../domain/text/account-settings';
import { LEVEL_GUIDE_TEXT, LEVEL_PAGE_TEXT } from '../../../domain/text/main-pages';
import { SHELL_TEXT } from '../../../domain/text/shell';
import { Avatar, LevelBadge, useOutsideClick } from '../../components';
import { useSessionActor } from '../../hooks/use-session';
import { AvatarButton, Menu, MenuHeader, MenuItem, MenuWrap } from './top-bar.styles';
import { paths } from '../../../domain/paths';

/**
 * Stops the click that ends the press which started on `pressed` (capture phase on the window, before
 * React or the browser act on it): that click's target is where the press started or holds it. Any
 * other click, the next press or a key ends the guard, so a press that ends in no click (a drag, a
 * scroll on a phone) leaves nothing behind.
 */
const swallowClickOf = (pressed: EventTarget | null) => {
  const stop = (event: Event) => {
    if (pressed instanceof Node && event.target instanceof Node && event.target.contains(pressed)) {
      event.preventDefault();
      event.stopPropagation();
    }
    done();
  };
  const done = () => {
    window.removeEventListener('click', stop, true);
    window.removeEventListener('pointerdown', done, true);
    window.removeEventListener('keydown', done, true);
  };
  window.addEventListener('click', stop, true);
  // The press that called this has passed the window already: these wait for the next one.
  window.addEventListener('pointerdown', done, true);
  window.addEventListener('keydown', done, true);
};

/**
 * The avatar button and its dropdown (my profile, my level, profile settings, logout); closes when an item is
 * chosen, on outside click (which does nothing else), on Escape and whenever the route changes.
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
  const level = parseLevelKey(profile.userLevel) ?? MIN_LEVEL;
  const levelLabel = `${LEVEL_GUIDE_TEXT.levelNumber(level)} ${levelName(level)}`;
  const close = useCallback(() => setOpenOn(null), []);
  // A press outside only closes the menu: the click it ends in does not reach the link underneath.
  useOutsideClick(
    wrap,
    (event) => {
      close();
      swallowClickOf(event.target);
    },
    open,
  );

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
          <Link href={paths.level()} asChild onClick={close}>
            <MenuItem role="menuitem" aria-label={`${LEVEL_PAGE_TEXT.title}: ${levelLabel}`}>
              <LevelBadge level={level} />
              {levelLabel}
            </MenuItem>
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
