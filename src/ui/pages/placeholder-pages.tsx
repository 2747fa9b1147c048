import { PAGE_TEXT } from '../../domain/text/pages';
import { PageFrame, PendingContent } from './page-frame';

/*
 * Pages whose content arrives in later issues: each shows its real heading and a page-specific
 * empty state, never a blank screen. Split into their own files when they grow.
 */

const Pending = ({
  title,
  emptyTitle,
  emptyDescription,
  width,
}: {
  title: string;
  emptyTitle: string;
  emptyDescription: string;
  width?: 'wide' | 'narrow';
}) => (
  <PageFrame title={title} width={width}>
    <PendingContent title={emptyTitle} description={emptyDescription} />
  </PageFrame>
);

export const CompetitionMatchPage = () => {
  const T = PAGE_TEXT.competitionMatch;
  return (
    <Pending title={T.title} emptyTitle={T.emptyTitle} emptyDescription={T.emptyDescription} width="narrow" />
  );
};

export const CompetitionLeaguePage = () => {
  const T = PAGE_TEXT.competitionLeague;
  return (
    <Pending title={T.title} emptyTitle={T.emptyTitle} emptyDescription={T.emptyDescription} width="narrow" />
  );
};

export const SpotlightPage = () => {
  const T = PAGE_TEXT.spotlight;
  return (
    <PageFrame title={T.title} description={T.description}>
      <PendingContent title={T.emptyTitle} description={T.emptyDescription} />
    </PageFrame>
  );
};

export const UserEditPage = () => {
  const T = PAGE_TEXT.profileEdit;
  return (
    <Pending title={T.title} emptyTitle={T.emptyTitle} emptyDescription={T.emptyDescription} width="narrow" />
  );
};

export const PasswordEditPage = () => {
  const T = PAGE_TEXT.passwordEdit;
  return (
    <Pending title={T.title} emptyTitle={T.emptyTitle} emptyDescription={T.emptyDescription} width="narrow" />
  );
};
