import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearch } from 'wouter';
import { userQuery } from '../../application/queries';
import { PAGE_TEXT } from '../../domain/text/pages';
import { Avatar, EmptyState, Spinner } from '../components';
import { useServices } from '../hooks/use-services';
import { useSession } from '../hooks/use-session';
import { PageFrame, PendingContent } from './page-frame';
import { TabLink, TabList } from './page-frame.styles';
import { Counts, ProfileHead } from './user-profile.styles';
import { paths } from '../../domain/paths';

const T = PAGE_TEXT.profile;
const TABS = ['intro', 'userComment', 'userBoard', 'likeBoards', 'userArticle', 'counsel', 'drafts'] as const;
type Tab = (typeof TABS)[number];
/** Counsel requests and drafts are private: only the owner sees those tabs. */
const OWNER_ONLY: readonly Tab[] = ['counsel', 'drafts'];

const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** /users/:id?tab=: the public profile head and its tabs; the tab contents arrive with the profile issue. */
export const UserProfilePage = () => {
  const { id: rawId } = useParams<{ id: string }>();
  const id = /^[1-9][0-9]{0,15}$/.test(rawId ?? '') ? Number(rawId) : null;
  const rawTab = new URLSearchParams(useSearch()).get('tab');
  const { usersApi } = useServices();
  const { profile: own } = useSession();
  const query = useQuery({ ...userQuery(usersApi, id ?? 0), enabled: id !== null });
  const isOwner = own !== null && own.id === id;
  const tabs = TABS.filter((t) => isOwner || !OWNER_ONLY.includes(t));
  const tab: Tab = isTab(rawTab) && tabs.includes(rawTab) ? rawTab : 'intro';

  if (id === null || query.isError) {
    return (
      <PageFrame title={T.title} width="narrow">
        <EmptyState title={T.notFound} />
      </PageFrame>
    );
  }
  const user = query.data;
  return (
    <PageFrame title={user?.name ?? T.title} width="narrow">
      <ProfileHead aria-busy={query.isPending}>
        {user ? (
          <>
            <Avatar src={user.profileImageUrl} alt={user.name} size={72} role={user.role} />
            <div>
              {user.job ? <p>{user.job}</p> : null}
              <Counts>
                <span>
                  {T.followers} <strong>{user.followerCount}</strong>
                </span>
                <span>
                  {T.following} <strong>{user.followingCount}</strong>
                </span>
              </Counts>
            </div>
          </>
        ) : (
          <Spinner />
        )}
      </ProfileHead>
      <TabList role="tablist" aria-label={T.tabsLabel}>
        {tabs.map((t) => (
          <Link key={t} href={paths.user(id, t)} asChild>
            <TabLink role="tab" aria-selected={t === tab}>
              {T.tabs[t]}
            </TabLink>
          </Link>
        ))}
      </TabList>
      <div role="tabpanel" aria-label={T.tabs[tab]}>
        {tab === 'intro' && user?.introduction ? (
          <p style={{ whiteSpace: 'pre-line' }}>{user.introduction}</p>
        ) : (
          <PendingContent title={T.emptyTitle} description={T.emptyDescription} />
        )}
      </div>
    </PageFrame>
  );
};
