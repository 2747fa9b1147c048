import type { ProfileSection } from '../../../application/profile/profile-sections';
import type { ListOwner } from '../../../application/profile/profile.queries';
import type { PublicProfile } from '../../../contract/user';
import type { ProfileTab } from '../../../domain/profile';
import { PROFILE_PAGE_TEXT as T } from '../../../domain/text/profile-page';
import { ConsultationSection } from './consultation-section';
import { DraftSection } from './draft-section';
import { ProfileLinks } from './profile-header';
import { ProfileListSection } from './profile-list-section';
import { Intro, ListMessage } from './user-profile.styles';

export interface TabPanelProps {
  readonly user: PublicProfile;
  readonly tab: ProfileTab;
  readonly sections: readonly ProfileSection[];
  readonly owner: ListOwner;
  readonly pageOf: (section: ProfileSection) => number;
  readonly onPage: (section: ProfileSection, page: number) => void;
}

/** The open tab: the introduction with the links, or the tab's lists one under another. */
export const ProfileTabPanel = ({ user, tab, sections, owner, pageOf, onPage }: TabPanelProps) => {
  if (tab === 'intro')
    return (
      <>
        {user.introduction ? <Intro>{user.introduction}</Intro> : <ListMessage>{T.introEmpty}</ListMessage>}
        <ProfileLinks user={user} addresses />
      </>
    );
  return (
    <>
      {sections.map((section) => {
        const paging = { page: pageOf(section), onPage: (page: number) => onPage(section, page) };
        if (section.source === 'list')
          return <ProfileListSection key={section.key} list={section.list} owner={owner} {...paging} />;
        if (section.source === 'consultations')
          return <ConsultationSection key={section.key} userId={user.id} box={section.box} {...paging} />;
        return <DraftSection key={section.key} kind={section.kind} {...paging} />;
      })}
    </>
  );
};
