import { useMemo } from 'react';
import type { Viewer } from '../../domain/viewer';
import { useSession } from './use-session';

/** Who is looking: the signed-in user (id and role from the session) or a visitor (null). */
export const useViewer = (): Viewer => {
  const { profile, role } = useSession();
  const id = profile?.id ?? null;
  return useMemo(() => (id !== null && role !== null ? { id, role } : null), [id, role]);
};
