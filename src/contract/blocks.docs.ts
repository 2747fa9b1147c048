import { BLOCK_OPERATIONS } from './blocks.operations';
import { documented } from './operation';

/** The reference's text for the block operations (server only: see Operation.summary). */
export const BLOCK_DOCS = documented(BLOCK_OPERATIONS, {
  create:
    "Blocks a member: `sourceKind` `user` with their id, or the author of an article, post, Q&A post or comment named by its id. A block from the anonymous Q&A board (a Q&A post or one of its comments) blocks that hidden author's anonymous posts and comments only, and never tells the caller who it is; a named block never touches the anonymous board. The blocked member is not told. 400 `Cannot Block Yourself`, 400 `Too Many Blocks` past 500; 404 when the source is missing. Blocking the same named member again answers the existing block.",
  mine: "The caller's blocks, newest first: a named block with its member, an anonymous one with the excerpt it was made from only.",
  remove: "Undoes one of the caller's blocks (404 for anyone else's).",
  reveal:
    'The title and body of one post, or the text of one comment, whose author the caller blocked, read once (the show-once link of the collapsed placeholder). 404 when it is missing or not visible.',
});
