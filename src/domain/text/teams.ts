/** Team pages, team follows, match calendars and team notices (issue 27). */
export const TEAM_TEXT = {
  pageTitle: (name: string) => `${name} 팀 정보`,
  description: (name: string, groups: string) =>
    groups === '' ? `${name}의 경기 일정과 결과, 순위` : `${name}(${groups})의 경기 일정과 결과, 순위`,
  notFound: '팀을 찾을 수 없습니다.',
  region: '지역',
  ageGroups: '연령',
  upcoming: '다가오는 경기',
  results: '경기 결과',
  /** The last five results as 승, 무 and 패, latest first. */
  recentForm: '최근 5경기 결과',
  standings: '순위',
  noUpcoming: '예정된 경기가 없습니다.',
  noResults: '아직 경기 결과가 없습니다.',
  noStandings: '참가 중인 리그나 조가 없습니다.',
  rankOf: (rank: number) => `${rank}위`,
  recordOf: (played: number, won: number, drawn: number, lost: number, points: number) =>
    `${played}경기 ${won}승 ${drawn}무 ${lost}패 · 승점 ${points}`,
  follow: '팔로우',
  following: '팔로잉',
  followLabel: (name: string) => `${name} 팔로우`,
  unfollowLabel: (name: string) => `${name} 팔로우 취소`,
  followed: (name: string) => `${name}을(를) 팔로우합니다. 경기 알림을 보내 드려요.`,
  unfollowed: (name: string) => `${name} 팔로우를 취소했습니다.`,
  followFailed: '팔로우하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  calendar: '캘린더 구독',
  calendarHint: '경기 일정을 휴대폰이나 컴퓨터의 캘린더 앱에 추가합니다.',
  calendarDownload: '.ics 파일 받기',
  followedTeams: '팔로우한 팀',
  followedTeamsNext: '팔로우한 팀의 다음 경기',
  teamLink: (name: string) => `${name} 팀 페이지`,
  /** The calendar's own name, per team or per age group. */
  calendarName: (name: string) => `${name} 경기 일정 · 킥오프`,
  ageGroupCalendarName: (group: string) => `${group} 경기 일정 · 킥오프`,
  /** An event's summary: the teams, and the result once known. */
  eventSummary: (home: string, away: string, result: string | null) =>
    result === null ? `${home} vs ${away}` : `${home} ${result} ${away} (종료)`,
  eventDescription: (competition: string, round: string | null) =>
    round ? `${competition} · ${round}` : competition,
  /** Notices to a team's followers. */
  reminder: (team: string, home: string, away: string, minutes: number) =>
    minutes % 60 === 0
      ? `[${team}] 경기 ${minutes / 60}시간 전: ${home} vs ${away}`
      : `[${team}] 경기 ${minutes}분 전: ${home} vs ${away}`,
  result: (team: string, home: string, score: string, away: string, outcome: string) =>
    `[${team}] 결과: ${home} ${score} ${away}${outcome === '' ? '' : ` ${outcome}`}`,
  scheduleChanged: (team: string, home: string, away: string, when: string, place: string | null) =>
    `[${team}] 일정 변경: ${home} vs ${away}, ${when}${place ? ` · ${place}` : ''}`,
  win: '승',
  draw: '무',
  loss: '패',
} as const;
