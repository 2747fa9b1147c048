import { Component, lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { useCurrentPath } from '../hooks/use-current-path';
import { LoginPromptContext } from '../hooks/use-login-prompt';
import { paths } from '../../domain/paths';

/*
 * Like the share and consultation dialogs, the dialog's code (frame, focus trap, texts) loads when
 * a visitor first needs it, not with the page; once loaded it stays mounted. React.lazy remembers
 * a failed import for good, so a failure drops the lazy component and the next prompt builds a new one.
 */
const lazyDialog = () =>
  lazy(() => import('../components/login-required-dialog').then((m) => ({ default: m.LoginRequiredDialog })));
// Boxed: state holding a component directly would be read as an updater function.
type LazyDialog = { readonly Component: ReturnType<typeof lazyDialog> };

/** A dialog chunk that failed to load (offline) leaves the page as it is. */
class DialogLoadBoundary extends Component<
  { children: ReactNode; onError: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error('login dialog failed to load', error);
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export const LoginPromptProvider = ({ children }: { children: ReactNode }) => {
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<LazyDialog | null>(null);
  const [, navigate] = useLocation();
  const from = useCurrentPath();
  const show = useCallback(() => {
    setDialog((current) => current ?? { Component: lazyDialog() });
    setOpen(true);
  }, []);
  const failed = useCallback(() => {
    setOpen(false);
    setDialog(null);
  }, []);
  return (
    <LoginPromptContext.Provider value={show}>
      {children}
      {dialog ? (
        <DialogLoadBoundary onError={failed}>
          <Suspense fallback={null}>
            <dialog.Component
              open={open}
              onCancel={() => setOpen(false)}
              onLogin={() => {
                setOpen(false);
                navigate(paths.signIn(), { state: { from } });
              }}
            />
          </Suspense>
        </DialogLoadBoundary>
      ) : null}
    </LoginPromptContext.Provider>
  );
};
