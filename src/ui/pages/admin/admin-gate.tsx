import type { ReactNode } from 'react';
import { canUseAdminConsole } from '../../../domain/suspension';
import { SHELL_TEXT } from '../../../domain/text/shell';
import { Spinner } from '../../components';
import { useSession } from '../../hooks/use-session';
import { useViewer } from '../../hooks/use-viewer';
import { NotFoundPage } from '../not-found.page';

/**
 * The console is MODERATOR's and ADMIN's: everyone else gets the not-found page (the API answers them
 * 403). While a stored session is still being read, it waits rather than show not-found to a moderator.
 */
export const AdminGate = ({ children }: { children: ReactNode }) => {
  const { status } = useSession();
  const viewer = useViewer();
  if (status === 'loading') return <Spinner label={SHELL_TEXT.loading} />;
  return canUseAdminConsole(viewer) ? children : <NotFoundPage />;
};
