import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { SHELL_TEXT } from '../../../domain/text/shell';
import { StyledButton } from '../../components/button.styles';
import { useCurrentPath } from '../../hooks/use-current-path';
import { useNotificationDot, useSession } from '../../hooks/use-session';
import { BellIcon } from './shell-icons';
import { Account, AvatarPlaceholder, BellLink, Dot } from './top-bar.styles';
import { paths } from '../../../domain/paths';

// The menu's code loads once a profile is there; its placeholder holds the same place meanwhile.
const ProfileMenu = lazy(() => import('./profile-menu').then((m) => ({ default: m.ProfileMenu })));

/** The right side of the standard top bar: login button, or bell and profile menu. */
export const AccountArea = () => {
  const { status, profile } = useSession();
  const dot = useNotificationDot();
  const from = useCurrentPath();

  if (status === 'signedOut') {
    return (
      <Account>
        <Link href={paths.signIn()} state={{ from }} asChild>
          <StyledButton as="a" data-variant="primary" data-size="sm">
            {SHELL_TEXT.login}
          </StyledButton>
        </Link>
      </Account>
    );
  }

  if (status === 'loading' || !profile) {
    return (
      <Account aria-busy="true" aria-label={SHELL_TEXT.loadingProfile}>
        <BellLink as="span" aria-disabled="true">
          <BellIcon />
        </BellLink>
        <AvatarPlaceholder />
      </Account>
    );
  }

  return (
    <Account>
      <Link href={paths.alarm()} asChild>
        <BellLink
          aria-label={
            dot ? `${SHELL_TEXT.notifications} (${SHELL_TEXT.notificationsUnread})` : SHELL_TEXT.notifications
          }
        >
          <BellIcon />
          {dot ? <Dot data-testid="notification-dot" /> : null}
        </BellLink>
      </Link>
      <Suspense fallback={<AvatarPlaceholder />}>
        <ProfileMenu profile={profile} />
      </Suspense>
    </Account>
  );
};
