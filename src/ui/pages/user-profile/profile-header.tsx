import { Link } from 'wouter';
import type { PublicProfile } from '../../../contract/user';
import { badgeNumber } from '../../../domain/level';
import { paths } from '../../../domain/paths';
import { LEVEL_PAGE_TEXT } from '../../../domain/text/main-pages';
import { PAGE_TEXT } from '../../../domain/text/pages';
import { PROFILE_PAGE_TEXT as T } from '../../../domain/text/profile-page';
import { Avatar, LevelBadge, visuallyHidden } from '../../components';
import { StyledButton } from '../../components/button.styles';
import { AuthorActions } from '../../features/reactions/author-actions';
import { ProfileBlock } from './profile-block';
import { ProfileReport } from './profile-report';
import { Actions, Counts, Head, HeadText, Job, Links, NameRow } from './user-profile.styles';

const LINKS = ['homepageUrl', 'instagramUrl', 'youtubeUrl', 'blogUrl'] as const;

/** The address without its scheme, as people read it. */
const shortAddress = (href: string) => href.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/**
 * The member's links (homepage, Instagram, YouTube, blog), each opening in a new window; the intro tab
 * shows their addresses too.
 */
export const ProfileLinks = ({ user, addresses = false }: { user: PublicProfile; addresses?: boolean }) => {
  const links = LINKS.flatMap((key) => {
    const href = user[key];
    return href ? [{ key, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <Links aria-label={T.linksLabel}>
      {links.map(({ key, href }) => (
        <li key={key}>
          <a href={href} target="_blank" rel="noopener noreferrer">
            {addresses ? `${T.links[key]} · ${shortAddress(href)}` : T.links[key]}
            <span className={visuallyHidden}> {T.newWindow}</span>
          </a>
        </li>
      ))}
    </Links>
  );
};

/**
 * The profile's head (spec section 2): picture (the default avatar without one), name with the level
 * badge, the job on at most two lines, follower and following counts and links. Another member's
 * profile offers follow and consult (a visitor gets the login dialog from them); one's own offers the
 * edit page instead.
 */
export const ProfileHeader = ({ user, isOwner }: { user: PublicProfile; isOwner: boolean }) => (
  <Head>
    <Avatar src={user.profileImageUrl} alt="" size={88} role={user.role} />
    <HeadText>
      <NameRow>
        <h1>{user.name}</h1>
        {isOwner ? (
          // One's own badge opens the level guide (how the level grows); another's is only shown.
          <Link href={paths.level()} aria-label={LEVEL_PAGE_TEXT.title} data-testid="own-level-link">
            <LevelBadge level={badgeNumber(user.userLevel)} size={22} />
          </Link>
        ) : (
          <LevelBadge level={badgeNumber(user.userLevel)} size={22} />
        )}
      </NameRow>
      {user.job ? <Job>{user.job}</Job> : null}
      <Counts>
        <span>
          {PAGE_TEXT.profile.followers}
          <strong>{user.followerCount}</strong>
        </span>
        <span>
          {PAGE_TEXT.profile.following}
          <strong>{user.followingCount}</strong>
        </span>
      </Counts>
      <ProfileLinks user={user} />
    </HeadText>
    <Actions>
      {isOwner ? (
        <Link href={paths.userEdit()} asChild>
          <StyledButton as="a" data-variant="secondary" data-size="md">
            {T.editProfile}
          </StyledButton>
        </Link>
      ) : (
        <>
          <AuthorActions authorId={user.id} authorName={user.name} />
          <ProfileReport userId={user.id} />
          <ProfileBlock userId={user.id} />
        </>
      )}
    </Actions>
  </Head>
);
