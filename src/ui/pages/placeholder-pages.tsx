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

export const ArticleWritePage = ({ mode }: { mode: 'post' | 'edit' | 'draft' }) => {
  const T = PAGE_TEXT.articleWrite;
  const title = mode === 'post' ? T.postTitle : mode === 'edit' ? T.editTitle : T.draftTitle;
  return (
    <Pending title={title} emptyTitle={T.emptyTitle} emptyDescription={T.emptyDescription} width="narrow" />
  );
};

export const BoardWritePage = ({ mode }: { mode: 'post' | 'edit' | 'draft' }) => {
  const T = PAGE_TEXT.boardWrite;
  const title = mode === 'post' ? T.postTitle : mode === 'edit' ? T.editTitle : T.draftTitle;
  return (
    <Pending title={title} emptyTitle={T.emptyTitle} emptyDescription={T.emptyDescription} width="narrow" />
  );
};

export const BoardPostPage = ({ board }: { board: 'post' | 'qna' }) => {
  const T = PAGE_TEXT.boardPost;
  return (
    <Pending
      title={board === 'qna' ? T.qnaTitle : T.postTitle}
      emptyTitle={T.emptyTitle}
      emptyDescription={T.emptyDescription}
      width="narrow"
    />
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
