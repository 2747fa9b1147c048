import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import type { ProfileSection } from '../../../application/profile/profile-sections';
import { pageOf, profileTabsMachine } from '../../../application/profile/profile-tabs.machine';
import { isNotFound, type ListOwner, profileHeadQuery } from '../../../application/profile/profile.queries';
import type { PublicProfile } from '../../../contract/user';
import type { ProfileTab } from '../../../domain/profile';
import { idOf, paths } from '../../../domain/paths';
import { PAGE_TEXT } from '../../../domain/text/pages';
import { PROFILE_PAGE_TEXT as T } from '../../../domain/text/profile-page';
import { Button, EmptyState, Spinner } from '../../components';
import { useServices } from '../../hooks/use-services';
import { useSession } from '../../hooks/use-session';
import { NotFoundPage } from '../not-found.page';
import { FrameRoot, TabLink, TabList } from '../page-frame.styles';
import { PageFrameTitle } from '../page-title';
import { ProfileHeader } from './profile-header';
import { ProfileTabPanel } from './profile-tab-panel';

const P = PAGE_TEXT.profile;

/** /users/{id}?tab=: a member's profile; an address naming nobody is the not-found page. */
export const UserProfilePage = () => {
  const id = idOf(useParams<{ id: string }>().id);
  if (id === null) return <NotFoundPage />;
  // A new member starts from their own intro and first pages.
  return <Profile key={id} id={id} />;
};

const Profile = ({ id }: { id: number }) => {
  const { usersApi } = useServices();
  const query = useQuery(profileHeadQuery(usersApi, id));
  if (query.isError && isNotFound(query.error)) return <NotFoundPage />;
  return (
    <FrameRoot data-width="narrow">
      <PageFrameTitle title={query.data?.name ?? P.title} />
      {query.data ? (
        <ProfileBody user={query.data} />
      ) : query.isError ? (
        <EmptyState
          as="h1"
          title={T.loadFailed}
          action={<Button onClick={() => void query.refetch()}>{T.retry}</Button>}
        />
      ) : (
        <div aria-busy="true">
          <Spinner />
        </div>
      )}
    </FrameRoot>
  );
};

const ProfileBody = ({ user }: { user: PublicProfile }) => {
  const rawTab = new URLSearchParams(useSearch()).get('tab');
  const { status, profile, role } = useSession();
  const [, navigate] = useLocation();
  const isOwner = profile !== null && profile.id === user.id;
  const tabs = useActorRef(profileTabsMachine, { input: { isOwner, role, rawTab } });
  useEffect(() => tabs.send({ type: 'profile.address', rawTab }), [tabs, rawTab]);
  useEffect(() => tabs.send({ type: 'profile.viewer', isOwner, role }), [tabs, isOwner, role]);
  const context = useSelector(tabs, (s) => s.context);
  const tabHref = (t: ProfileTab) => paths.user(user.id, t === 'intro' ? undefined : t);
  // An address naming a tab this viewer is not offered (unknown, or another member's counsel or
  // drafts) shows the intro; the address says so too. Only once the session is known: the owner's
  // own tabs are not offered while their profile is still loading.
  // The machine's own snapshot: the effects above have just told it this render's address and viewer.
  useEffect(() => {
    const shown = tabs.getSnapshot().context.tab;
    if (status === 'loading' || rawTab === null || rawTab === shown) return;
    navigate(tabHref(shown), { replace: true });
  });
  const tabList = useRef<HTMLDivElement>(null);
  // On a phone the tabs scroll sideways: keep the open one in sight (an address may name the last).
  useEffect(() => {
    const list = tabList.current;
    const open = list?.querySelector<HTMLElement>(`#profile-tab-${context.tab}`);
    if (!list || !open) return;
    const box = list.getBoundingClientRect();
    const at = open.getBoundingClientRect();
    if (at.left < box.left || at.right > box.right) list.scrollLeft += at.left - box.left - 16;
  }, [context.tab]);
  const owner: ListOwner =
    isOwner && profile ? { own: true, viewerId: profile.id } : { own: false, userId: user.id };
  const onPage = (section: ProfileSection, page: number) => {
    tabs.send({ type: 'profile.page', section: section.key, page });
    document.getElementById(`profile-${section.key}`)?.scrollIntoView({ block: 'start' });
  };
  return (
    <>
      <ProfileHeader user={user} isOwner={isOwner} />
      <TabList ref={tabList} role="tablist" aria-label={P.tabsLabel}>
        {context.tabs.map((t) => (
          <Link key={t} href={tabHref(t)} asChild>
            <TabLink
              role="tab"
              id={`profile-tab-${t}`}
              aria-selected={t === context.tab}
              aria-controls="profile-tabpanel"
            >
              {P.tabs[t]}
            </TabLink>
          </Link>
        ))}
      </TabList>
      <div role="tabpanel" id="profile-tabpanel" aria-labelledby={`profile-tab-${context.tab}`}>
        <ProfileTabPanel
          user={user}
          tab={context.tab}
          sections={context.sections}
          owner={owner}
          pageOf={(section) => pageOf(context, section.key)}
          onPage={onPage}
        />
      </div>
    </>
  );
};
