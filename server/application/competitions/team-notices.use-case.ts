import { Effect } from 'effect';
import { isMatchFinished } from '../../../src/domain/competition';
import { addDays } from '../../../src/domain/competition-dates';
import { paths } from '../../../src/domain/paths';
import { seoulDateKey } from '../../../src/domain/relative-time';
import {
  reminderDue,
  resultDue,
  scheduleKeyOf,
  TEAM_NOTICE_DAYS_AHEAD,
  TEAM_NOTICE_DAYS_BACK,
  type TeamNoticeKind,
  teamNoticeText,
} from '../../../src/domain/teams';
import type { CompetitionsRepository } from '../../ports/competitions.port';
import type { TeamFollow, TeamFollowStore } from '../../ports/teams.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import type { Notifier } from '../notifications/notify';
import { type MatchView, matchView } from './match-view';

/** What the team notice job works with (issue 27). */
export type TeamNoticeDeps = {
  readonly competitions: CompetitionsRepository;
  readonly follows: TeamFollowStore;
  readonly uow: UnitOfWork;
  readonly notifier: Notifier;
  /** Minutes before kick-off a follower is reminded (TEAM_REMINDER_LEAD_MINUTES, default 60). */
  readonly leadMinutes: number;
  readonly clock: () => Date;
};

const TYPE_OF: Record<TeamNoticeKind, 'TEAM_MATCH_REMINDER' | 'TEAM_MATCH_RESULT' | 'TEAM_MATCH_SCHEDULE'> = {
  REMINDER: 'TEAM_MATCH_REMINDER',
  RESULT: 'TEAM_MATCH_RESULT',
  SCHEDULE: 'TEAM_MATCH_SCHEDULE',
};

/**
 * One run of the notice job: for each followed team's matches from a couple of days back to six weeks
 * ahead, tells its followers of a schedule change (day, time or venue unlike what the last run saw, for
 * a match not finished), the kick-off reminder (from `leadMinutes` before kick-off) and the result
 * (once the match is finished with its score, to those who followed before it ended). Each notice is
 * recorded in the sent-markers before it is stored, so it goes out once per member and match, whatever
 * restarts or processes come between; a member following both teams hears of the match once.
 */
export const sendTeamNotices = (deps: TeamNoticeDeps) =>
  Effect.gen(function* () {
    const now = deps.clock();
    const teamIds = yield* deps.follows.followedTeams();
    if (teamIds.length === 0) return { sent: 0 };
    const follows = yield* deps.follows.followersOf(teamIds);
    const teams = new Map((yield* deps.competitions.teamsByIds(teamIds)).map((t) => [t.id, t.name]));
    const today = seoulDateKey(now);
    let sent = 0;

    const send = (f: TeamFollow, m: MatchView, kind: TeamNoticeKind, key: string, message: string) =>
      Effect.gen(function* () {
        const fresh = yield* deps.follows.markSent({ userId: f.userId, matchId: m.id, kind, key }, now);
        if (!fresh) return;
        const link = paths.competitionTeam(f.teamId);
        yield* deps.uow.transaction((stores) =>
          deps.notifier.notify(stores, { type: TYPE_OF[kind], recipientId: f.userId, message, link }),
        );
        sent += 1;
      });

    for (const teamId of teamIds) {
      const name = teams.get(teamId);
      if (name === undefined) continue;
      const followers = follows.filter((f) => f.teamId === teamId);
      const matches = (yield* deps.competitions.matches({
        from: addDays(today, -TEAM_NOTICE_DAYS_BACK),
        to: addDays(today, TEAM_NOTICE_DAYS_AHEAD),
        teamId,
      })).map(matchView);
      const seen = yield* deps.follows.schedulesSeen(matches.map((m) => m.id));
      for (const m of matches) {
        const schedule = scheduleKeyOf(m);
        const before = seen.get(m.id);
        if (before !== schedule) {
          if (before !== undefined && !isMatchFinished(m))
            for (const f of followers)
              yield* send(f, m, 'SCHEDULE', schedule, teamNoticeText.schedule(m, name));
          yield* deps.follows.saveScheduleSeen(m.id, schedule);
        }
        if (reminderDue(m, now, deps.leadMinutes))
          for (const f of followers)
            yield* send(f, m, 'REMINDER', m.matchDate, teamNoticeText.reminder(m, name, deps.leadMinutes));
        for (const f of followers)
          if (resultDue(m, f.since)) yield* send(f, m, 'RESULT', '', teamNoticeText.result(m, name, teamId));
      }
    }
    return { sent };
  });
