/**
 * What the operator commands print (server/cli: `npm run user`, `npm run competitions`, `npm run news`)
 * and why a remote file or feed was not read. Commands, options, environment variables and field names
 * stay as typed; everything said around them is Korean.
 */
export const OPERATOR_TEXT = {
  user: {
    usage: (roles: readonly string[]) => `사용법: npm run user -- role <이메일> <${roles.join('|')}>`,
    unknownRole: (role: string, roles: readonly string[]) =>
      `알 수 없는 역할입니다: ${role} (${roles.join(', ')} 중 하나여야 합니다).`,
    roleChanged: (id: number, email: string, previous: string, role: string) =>
      `회원 ${id} <${email}>의 역할을 ${previous}에서 ${role}(으)로 바꿨습니다. 기존 로그인은 모두 로그아웃됩니다.`,
    noAccount: (email: string) => `${email} 이메일로 가입한 계정이 없습니다.`,
  },
  competitions: {
    usage: [
      '사용법: npm run competitions -- import <파일.json|파일.csv>',
      '        npm run competitions -- fetch [주소]   (기본값: COMPETITION_FEED_URL)',
    ].join('\n'),
    imported: '가져왔습니다.',
    counts: (label: string, created: number, updated: number, unchanged: number) =>
      `${label}: 새로 ${created}건, 바뀜 ${updated}건, 그대로 ${unchanged}건`,
    labels: { competitions: '대회·리그', teams: '팀', matches: '경기' },
    /** The import's rejection (the ADMIN upload's detailedMessage too). */
    rejectedRows: (rows: number) => `${rows}개 줄에 문제가 있어 아무것도 가져오지 않았습니다.`,
    rejected: '문제가 있어 아무것도 가져오지 않았습니다.',
    moreProblems: (count: number) => `  … 외 ${count}건`,
    /** A rejected row's place: `N번째 줄 field` (line 0 is the file or address as a whole). */
    row: (line: number, field: string) => (line > 0 ? `${line}번째 줄 ${field}` : field),
    unreadable: (path: string, detail: string) => `${path} 파일을 읽을 수 없습니다 (${detail}).`,
    fileNotRead: '파일을 읽지 못해 아무것도 가져오지 않았습니다.',
    noUrl: '주소가 없고 COMPETITION_FEED_URL도 설정되지 않았습니다.',
  },
  news: {
    usage: '사용법: npm run news -- fetch [피드 주소 ...]   (기본값: NEWS_FEEDS)',
    noFeeds: '피드 주소가 없고 NEWS_FEEDS도 비어 있습니다.',
    added: (count: number) => `새 소식 ${count}건을 저장했습니다.`,
    feedRead: (url: string, entries: number) => `  읽음    ${url} (항목 ${entries}개)`,
    feedSkipped: (url: string, reason: string) => `  건너뜀  ${url}: ${reason}`,
  },
  /** Why a command could not start. */
  start: {
    dataDirLocked: (dir: string, pid: number) =>
      `다른 킥오프 서버(pid ${pid})가 ${dir} 폴더를 쓰고 있습니다. 그 서버를 멈추거나 DATA_DIR을 다른 폴더로 지정해 주세요.`,
    badConfig: (detail: string) => `설정이 올바르지 않습니다 (${detail}).`,
  },
  /** Why a remote file, feed or picture was not fetched or read. */
  fetch: {
    invalidUrl: '올바른 주소가 아닙니다.',
    unsupportedScheme: (scheme: string) => `http(s) 주소만 읽을 수 있습니다 (${scheme}).`,
    status: (status: number) => `서버가 오류로 응답했습니다 (HTTP ${status}).`,
    tooLarge: (maxBytes: number) => `${maxBytes}바이트보다 큽니다.`,
    timedOut: (ms: number) => `${ms}ms 안에 응답이 없었습니다.`,
    aborted: '중단되었습니다.',
    network: (detail: string) => `연결하지 못했습니다 (${detail}).`,
    malformedXml: (line: number, detail: string) =>
      `${line}번째 줄의 XML 형식이 올바르지 않습니다 (${detail}).`,
    notAFeed: (detail: string) => `RSS나 Atom 피드가 아닙니다 (${detail}).`,
  },
} as const;
