/** Competition texts (spec sections 2 and 3). */
export const COMPETITION_TEXT = {
  /** The match status word the data source uses for a finished match. */
  finishedStatus: '종료',
  /** The status word of a match under way (kicked off, not yet finished). */
  liveStatus: '진행중',
  /** The status word of a match not yet kicked off. */
  scheduledStatus: '예정',
  versus: 'VS',
  penaltyLabel: 'PK',
  noOngoingCups: '진행 중인 대회가 없습니다.',
  noCupMatches: '오늘 예정된 대회 경기가 없습니다.',
  noOngoingLeagues: '진행 중인 리그가 없습니다.',
  noLeagueMatches: '오늘 예정된 리그 경기가 없습니다.',
  allNewsViewed: '모든 뉴스를 확인했습니다.',
} as const;
