import { canWrite } from '../../domain/content/permissions';
import { CONTENT_KINDS, type ContentKind, policyOf } from '../../domain/content/policy';
import type { ConsultationBox, ProfileTab } from '../../domain/profile';
import type { Role } from '../../domain/role';
import type { ProfileListName } from './profile-api.port';

/** One paged list inside a profile tab: a profile list, a consultation box, or one kind's drafts. */
export type ProfileSection =
  | { readonly key: ProfileListName; readonly source: 'list'; readonly list: ProfileListName }
  | { readonly key: ConsultationBox; readonly source: 'consultations'; readonly box: ConsultationBox }
  | { readonly key: `${ContentKind}Drafts`; readonly source: 'drafts'; readonly kind: ContentKind };
export type ProfileSectionKey = ProfileSection['key'];

/** Who is looking at whose profile, as far as the lists depend on it. */
export interface ProfileFacts {
  readonly isOwner: boolean;
  /** The viewer's role: the owner has drafts of the kinds it may write (each kind's `writers`). */
  readonly role: Role | null;
}

const list = (name: ProfileListName): ProfileSection => ({ key: name, source: 'list', list: name });

/**
 * The lists each tab shows (spec section 2): the public ones for everyone, and for the owner also
 * their anonymous Q&A items (nobody else may see whose they are), consultations and drafts.
 */
export const sectionsOf = (tab: ProfileTab, facts: ProfileFacts): readonly ProfileSection[] => {
  const own = (name: ProfileListName) => (facts.isOwner ? [list(name)] : []);
  switch (tab) {
    case 'intro':
      return [];
    case 'userComment':
      return [list('articleComments'), list('postComments'), ...own('qnaComments')];
    case 'userBoard':
      return [list('posts'), ...own('qnaPosts')];
    case 'likeBoards':
      return [list('likedArticles'), list('likedPosts'), ...own('likedQnaPosts')];
    case 'userArticle':
      return [list('articles')];
    case 'counsel':
      return facts.isOwner
        ? [
            { key: 'received', source: 'consultations', box: 'received' },
            { key: 'sent', source: 'consultations', box: 'sent' },
          ]
        : [];
    case 'drafts':
      return facts.isOwner
        ? CONTENT_KINDS.filter((kind) => canWrite(facts.role, policyOf(kind))).map((kind) => ({
            key: `${kind}Drafts` as const,
            source: 'drafts' as const,
            kind,
          }))
        : [];
  }
};
