import { Effect } from 'effect';
import type { TeamFollowStore } from '../../ports/teams.port';
import { competitionTables } from './memory-competition-tables';
import type { MemoryDb } from './memory-db';

/*
 * The team_follows, team_notices and match_schedules_seen tables (schema/team-follows.ts) of the
 * memory database, in its `extra` tables; follows in insertion order, which is the order they were made.
 */
type TeamFollowTables = {
  follows: Map<string, { userId: number; teamId: number; since: Date }>;
  notices: Set<string>;
  seen: Map<number, string>;
};

const tablesOf = (db: MemoryDb): TeamFollowTables => {
  let tables = db.tables.extra.get('team-follows') as TeamFollowTables | undefined;
  if (!tables) {
    tables = { follows: new Map(), notices: new Set(), seen: new Map() };
    db.tables.extra.set('team-follows', tables);
  }
  return tables;
};

const followKey = (userId: number, teamId: number) => `${userId}:${teamId}`;

/** The TeamFollowStore of the demo host, with the Drizzle store's answers. */
export const memoryTeamFollowStore = (db: MemoryDb): TeamFollowStore => ({
  follow: (userId, teamId, now) =>
    Effect.sync(() => {
      if (!db.tables.users.has(userId)) throw new Error('team_follows_user_id_users_id_fk');
      if (!competitionTables(db).teams.has(teamId)) throw new Error('team_follows_team_id_teams_id_fk');
      const { follows } = tablesOf(db);
      const key = followKey(userId, teamId);
      if (!follows.has(key)) follows.set(key, { userId, teamId, since: now });
    }),
  unfollow: (userId, teamId) =>
    Effect.sync(() => {
      tablesOf(db).follows.delete(followKey(userId, teamId));
    }),
  followedBy: (userId) =>
    Effect.sync(() =>
      [...tablesOf(db).follows.values()]
        .filter((f) => f.userId === userId && db.tables.users.has(f.userId))
        .sort((a, b) => a.since.getTime() - b.since.getTime() || a.teamId - b.teamId)
        .map((f) => f.teamId),
    ),
  followersOf: (teamIds) =>
    Effect.sync(() => {
      const wanted = new Set(teamIds);
      return [...tablesOf(db).follows.values()]
        .filter((f) => wanted.has(f.teamId) && db.tables.users.has(f.userId))
        .sort((a, b) => a.teamId - b.teamId || a.userId - b.userId)
        .map((f) => ({ ...f }));
    }),
  followedTeams: () =>
    Effect.sync(() =>
      [
        ...new Set(
          [...tablesOf(db).follows.values()]
            .filter((f) => db.tables.users.has(f.userId))
            .map((f) => f.teamId),
        ),
      ].sort((a, b) => a - b),
    ),
  markSent: (key) =>
    Effect.sync(() => {
      const { notices } = tablesOf(db);
      const text = JSON.stringify([key.userId, key.matchId, key.kind, key.key]);
      if (notices.has(text)) return false;
      notices.add(text);
      return true;
    }),
  schedulesSeen: (matchIds) =>
    Effect.sync(() => {
      const { seen } = tablesOf(db);
      return new Map(matchIds.flatMap((id) => (seen.has(id) ? [[id, seen.get(id) as string] as const] : [])));
    }),
  saveScheduleSeen: (matchId, schedule) =>
    Effect.sync(() => {
      tablesOf(db).seen.set(matchId, schedule);
    }),
});
