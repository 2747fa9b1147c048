import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { ownProfileQuery } from '../../../application/account-settings/account-settings.queries';
import { paths } from '../../../domain/paths';
import { PROFILE_EDIT_TEXT as T } from '../../../domain/text/account-settings';
import { PAGE_TEXT } from '../../../domain/text/pages';
import { SHELL_TEXT } from '../../../domain/text/shell';
import { Button, EmptyState, Spinner } from '../../components';
import { useLoginPrompt } from '../../hooks/use-login-prompt';
import { useServices } from '../../hooks/use-services';
import { useSession } from '../../hooks/use-session';
import { PageFrame } from '../page-frame';
import { AccountDeletion } from './account-deletion';
import { MyBlocks } from './my-blocks';
import { MyDataExport } from './my-data-export';
import { MyAgeBand } from './my-age-band';
import { MyReports } from './my-reports';
import { NotificationSettings } from './notification-settings';
import { ProfileEditForm } from './profile-edit-form';
import { Actions, Section, Sections } from './settings.styles';
import { VisibilitySwitches } from './visibility-switches';

/**
 * /users/edit: the own profile (picture, name, job, introduction, links), the five visibility
 * switches, a way to the password page, and 회원 탈퇴. Visitors are asked to sign in.
 */
export const ProfileEditPage = () => {
  const { status } = useSession();
  const promptLogin = useLoginPrompt();
  return (
    <PageFrame title={PAGE_TEXT.profileEdit.title} width="narrow">
      {status === 'signedIn' ? (
        <Settings />
      ) : status === 'signedOut' ? (
        <EmptyState
          title={T.loginTitle}
          description={T.loginDescription}
          action={<Button onClick={promptLogin}>{T.login}</Button>}
        />
      ) : (
        <Spinner label={SHELL_TEXT.loading} />
      )}
    </PageFrame>
  );
};

const Settings = () => {
  const { sessionApi } = useServices();
  const query = useQuery(ownProfileQuery(sessionApi));
  const profile = query.data;
  if (!profile)
    return query.isPending ? (
      <Spinner label={SHELL_TEXT.loading} />
    ) : (
      <EmptyState
        title={T.loadFailed}
        action={<Button onClick={() => void query.refetch()}>{SHELL_TEXT.retry}</Button>}
      />
    );
  return (
    <Sections>
      {/* The form starts from the profile once; a refetch after saving does not reset what is typed. */}
      <ProfileEditForm key={profile.id} profile={profile} />
      <VisibilitySwitches profile={profile} />
      <Section>
        <Actions>
          <Link href={paths.passwordEdit()}>{T.passwordLink}</Link>
          <Link href={paths.user(profile.id)}>{T.myProfile}</Link>
        </Actions>
      </Section>
      <MyAgeBand />
      <NotificationSettings />
      <MyReports />
      <MyBlocks />
      <MyDataExport />
      <AccountDeletion profile={profile} />
    </Sections>
  );
};
