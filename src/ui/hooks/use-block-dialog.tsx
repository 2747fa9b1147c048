import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import type { BlockSource } from '../components/block-dialog';

/*
 * The block dialog's code loads when someone first picks 차단하기, not with the page; once loaded it
 * stays mounted (closed) so it can open again at once. React.lazy remembers a failed import for good,
 * so each open after a failure builds a new lazy component.
 */
const lazyDialog = () =>
  lazy(() => import('../components/block-dialog').then((m) => ({ default: m.BlockDialog })));
// Boxed: state holding a component directly would be read as an updater function.
type LazyDialog = { readonly Component: ReturnType<typeof lazyDialog> };

/** Opens the block dialog for a source; render `blockDialog` once where the opener lives. */
export const useBlockDialog = (): {
  readonly openBlock: (source: BlockSource) => void;
  readonly blockDialog: ReactNode;
} => {
  const [source, setSource] = useState<BlockSource | null>(null);
  const [dialog, setDialog] = useState<LazyDialog | null>(null);
  const openBlock = useCallback((next: BlockSource) => {
    setDialog((known) => known ?? { Component: lazyDialog() });
    setSource(next);
  }, []);
  const blockDialog = dialog ? (
    <Suspense fallback={null}>
      <dialog.Component source={source} onClose={() => setSource(null)} />
    </Suspense>
  ) : null;
  return { openBlock, blockDialog };
};
