import type { ContentPolicy } from '../domain/content/policy';
import type { ContentOperations, ContentPaths } from './content.operations';
import { documented, type Summaries } from './operation';

/** What the reference says of one kind's content operations (server only: see Operation.summary). */
export const contentDocs = (
  ops: ContentOperations,
  config: { policy: ContentPolicy; noun: string; paths: ContentPaths; popularSummary: string },
) => {
  const { policy, noun, paths } = config;
  const writers = policy.writers === 'editors' ? 'EDITOR and ADMIN' : 'any signed-in user';
  const summaries: Summaries<ContentOperations> = {
    list: `Published ${noun}s, ${policy.pageSize} a page, in the order asked. \`totalElements\` comes from a counter table.`,
    search: `Korean search over published ${noun}s: words of one and two syllables are found (n-gram index, then a substring check); every word must occur. \`totalElements\` is counted up to 1000.`,
    popular: config.popularSummary,
    drafts: `The signed-in writer’s own ${noun} drafts, last saved first.`,
    detail: `One ${noun}; counts one view per viewer per 24 hours. A draft is 404 to all but its author and ADMIN.`,
    create: `Publishes a new ${noun} (${writers}). The HTML is sanitized with an allow-list; a title and text are required.`,
    createDraft: `Saves a new ${noun} draft (${writers}); the title may still be empty.`,
    edit: `Edits a ${noun}: its author${policy.admin.edit ? ', or ADMIN for any' : ''}.`,
    autosave: 'Autosaves a draft: its author only.',
    publish: 'Publishes a draft (its author), optionally with its last content; needs a title and text.',
    remove: `Deletes a ${noun}: its author${policy.admin.delete ? ', or ADMIN for any' : ' only (403 for an ADMIN who is not the author)'}.`,
    like: `Toggles the like. 400 \`${policy.ownLikeMessage}\` on one’s own ${noun}.`,
    comments:
      'Top-level comments, 10 per page, oldest first, each with all its replies. A deleted comment stays (text empty, `deleted`) while it has replies.',
    comment: `Writes a comment on a published ${noun} (plain text, not blank, up to 3000 characters); answers the comment page it lands on.`,
    reply:
      'Replies to a comment; a reply to a reply joins its top-level comment. Answers the page of the thread.',
    editComment: 'Edits a comment: its owner, while neither deleted nor blinded.',
    removeComment:
      policy.comments.deleteBy === 'status'
        ? 'Deletes a comment by a status change (`{"status":"DELETED"}`): its owner. The comment keeps its place while it has replies.'
        : 'Deletes a comment: its owner. The comment keeps its place while it has replies.',
    likeComment: 'Toggles the like on a comment. 400 `Cannot Like Own Comment` on one’s own.',
    blindComment: 'Blinds a comment (ADMIN): everyone but an ADMIN then sees the blinded text instead.',
    publishPatch: `Same as POST ${paths.publish}.`,
  };
  return documented(ops, summaries);
};
