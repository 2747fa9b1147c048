import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { competitionQueries } from '../../../application/competitions/competition-queries';
import type { Team } from '../../../contract/teams';
import { useServices } from '../../hooks/use-services';
import { useViewer } from '../../hooks/use-viewer';

const NONE: readonly Team[] = [];

/** The signed-in member's followed teams, earliest followed first (none for a visitor). */
export const useFollowedTeams = (): { readonly teams: readonly Team[]; readonly ids: readonly number[] } => {
  const { competitions } = useServices();
  const viewer = useViewer();
  const followed = useQuery({
    ...competitionQueries(competitions.competitionsApi).followedTeams(viewer?.id ?? 0),
    enabled: viewer !== null,
    meta: { silent: true },
  });
  const teams = viewer !== null ? (followed.data?.data ?? NONE) : NONE;
  const ids = useMemo(() => teams.map((t) => t.id), [teams]);
  return { teams, ids };
};
