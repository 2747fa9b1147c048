import { BLOCK_OPERATIONS as BLOCKS } from '../../src/contract/blocks.operations';
import {
  blockMember,
  type BlockDeps,
  myBlocks,
  revealBlocked,
  unblock,
} from '../application/blocks/block.use-case';
import { type Binding, bind } from './binding';

/** Blocking (차단, issue 22): block, the blocker's list, unblock, and reading one blocked post once. */
export const blockBindings = (deps: BlockDeps): Binding[] => [
  bind(BLOCKS.create, ({ actor, body }) => blockMember(deps, actor, body)),
  bind(BLOCKS.mine, ({ actor, query }) => myBlocks(deps, actor, query)),
  bind(BLOCKS.remove, ({ actor, params }) => unblock(deps, actor, params.id)),
  bind(BLOCKS.reveal, ({ actor, query }) => revealBlocked(deps, actor, query)),
];
