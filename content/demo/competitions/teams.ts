import type { DemoAgeGroup } from './types';

/*
 * The demo's teams, leagues' regions, cup venues and cup names. Places are real Korean cities and
 * districts; school and club names are made up in the way Korean youth teams are named (a place, then
 * the school or club), and no person is named anywhere.
 */

/** A league's region: its name and the places its teams come from (the first word of a team's name). */
export type Region = {
  readonly name: string;
  readonly places: readonly string[];
  readonly teams: readonly string[];
};

export type Level = 'elementary' | 'middle' | 'high' | 'university';

const SEOUL_EAST: Region = {
  name: '서울 동부권',
  places: ['광진', '성동', '중랑', '동대문', '강동', '송파', '노원', '도봉'],
  teams: [
    '송파 새솔초',
    '강동 한빛FC',
    '광진 아차산초',
    '노원 불암FC',
    '성동 응봉초',
    '중랑 봉화초',
    '동대문 배봉초',
    '도봉 누리FC',
  ],
};
const GYEONGGI_SOUTH: Region = {
  name: '경기 남부권',
  places: ['수원', '용인', '화성', '오산', '평택', '안성', '의왕'],
  teams: [
    '수원 매화초',
    '용인 다온FC',
    '화성 노을초',
    '오산 가람초',
    '평택 해오름FC',
    '안성 푸른초',
    '의왕 백운FC',
    '수원 광교FC',
  ],
};
const BUSAN: Region = {
  name: '부산권',
  places: ['부산'],
  teams: [
    '부산 해운중',
    '부산 동래중',
    '부산 다대중',
    '부산 범어중',
    '부산 광안중',
    '부산 배산중',
    '부산 정관중',
    '부산 금정FC',
  ],
};
const DAEGU_GYEONGBUK: Region = {
  name: '대구·경북권',
  places: ['대구', '경산', '구미', '포항', '경주', '안동', '김천'],
  teams: [
    '대구 팔공중',
    '대구 수성중',
    '경산 압량중',
    '구미 금오중',
    '포항 영일중',
    '경주 화랑중',
    '안동 하회중',
    '김천 직지중',
  ],
};
const GWANGJU_JEONNAM: Region = {
  name: '광주·전남권',
  places: ['광주', '목포', '순천', '여수', '나주', '광양', '무안'],
  teams: [
    '광주 금남고',
    '광주 무등고',
    '목포 유달고',
    '순천 팔마고',
    '여수 진남고',
    '나주 금성고',
    '광양 백운고',
    '무안 남악고',
  ],
};
const SEOUL_WEST: Region = {
  name: '서울 서부권',
  places: ['마포', '은평', '영등포', '강서', '구로', '관악', '양천', '서대문'],
  teams: [
    '마포 한강고',
    '은평 북한산고',
    '영등포 여의고',
    '강서 가양고',
    '구로 고척고',
    '관악 신림FC',
    '양천 목동고',
    '서대문 안산고',
  ],
};
const CHUNGCHEONG: Region = {
  name: '충청권',
  places: ['대전', '청주', '천안', '아산', '공주', '충주', '세종'],
  teams: [
    '대전 갑천대',
    '청주 무심대',
    '천안 성거대',
    '아산 온양대',
    '공주 금강대',
    '충주 남한강대',
    '세종 한결대',
  ],
};
const CAPITAL: Region = {
  name: '수도권',
  places: ['서울', '인천', '수원', '용인', '성남', '고양'],
  teams: [
    '서울 한빛대',
    '서울 누리대',
    '인천 가온대',
    '수원 바름대',
    '용인 새솔대',
    '성남 다온대',
    '고양 미리내대',
  ],
};

/** Teams of each level from elsewhere, who meet the regional ones in national cups. */
const ELSEWHERE: Readonly<Record<Level, readonly string[]>> = {
  elementary: [
    '인천 해누리초',
    '부산 바다초',
    '대구 달구벌FC',
    '광주 빛고을초',
    '대전 한밭초',
    '울산 태화초',
    '창원 가야FC',
    '전주 새만금초',
    '제주 탐라초',
    '강릉 솔향초',
  ],
  middle: [
    '서울 한강중',
    '수원 광교중',
    '인천 미추홀중',
    '광주 무등중',
    '대전 유성중',
    '울산 태화중',
    '강릉 경포중',
    '청주 청풍중',
    '목포 영산중',
    '창원 진해중',
  ],
  high: [
    '수원 광교고',
    '인천 송도고',
    '부산 동래고',
    '대구 수성고',
    '대전 갑천고',
    '울산 솔바람고',
    '강릉 경포고',
    '천안 하늘고',
    '전주 완산고',
    '제주 한라고',
  ],
  university: [
    '부산 온누리대',
    '대구 푸름대',
    '광주 나래대',
    '강릉 솔내대',
    '전주 한울대',
    '포항 영일대',
    '창원 가야대',
    '목포 유달대',
  ],
};

export type AgePlan = {
  readonly group: DemoAgeGroup;
  readonly level: Level;
  readonly region: Region;
  /** The league's name before its year and half: `${year} ${league} ${region} ${half}`. */
  readonly league: string;
  /** Cup names after the year and the season word, one after another. */
  readonly cups: readonly string[];
};

export const AGE_PLANS: readonly AgePlan[] = [
  {
    group: 'U11',
    level: 'elementary',
    region: SEOUL_EAST,
    league: '초등 저학년 축구리그',
    cups: [
      '초등 저학년 축구 페스티벌',
      '동백꽃배 유소년 축구 페스티벌',
      '꿈나무 U11 축구대회',
      '해오름배 초등 U11 축구대회',
    ],
  },
  {
    group: 'U12',
    level: 'elementary',
    region: GYEONGGI_SOUTH,
    league: '전국 초등 축구리그',
    cups: [
      '한국 초등 축구연맹전',
      '새싹기 전국 초등 축구대회',
      '화랑대기 전국 유소년 축구대회',
      '전국 초등 8인제 축구대회',
    ],
  },
  {
    group: 'U14',
    level: 'middle',
    region: BUSAN,
    league: '중등 저학년 축구리그',
    cups: [
      '한국 중등 U14 축구연맹전',
      '중등 저학년 축구 페스티벌',
      '백록기 중등 U14 축구대회',
      '한마음배 중등 U14 축구대회',
    ],
  },
  {
    group: 'U15',
    level: 'middle',
    region: DAEGU_GYEONGBUK,
    league: '전국 중등 축구리그',
    cups: [
      '한국 중등 축구연맹전',
      '금강배 전국 중등 축구대회',
      '무학기 전국 중등 축구대회',
      '통일기 전국 중등 축구대회',
    ],
  },
  {
    group: 'U17',
    level: 'high',
    region: GWANGJU_JEONNAM,
    league: '고등 저학년 축구리그',
    cups: [
      '한국 고등 U17 축구연맹전',
      '백두기 전국 고등 U17 축구대회',
      '고등 저학년 축구 페스티벌',
      '한라배 고등 U17 축구대회',
    ],
  },
  {
    group: 'U18',
    level: 'high',
    region: SEOUL_WEST,
    league: '전국 고등 축구리그',
    cups: [
      '한국 고등 축구연맹전',
      '청룡기 전국 고교 축구대회',
      '백록기 전국 고교 축구대회',
      '대통령금배 전국 고교 축구대회',
    ],
  },
  {
    group: 'U20',
    level: 'university',
    region: CHUNGCHEONG,
    league: '대학 저학년 축구리그',
    cups: [
      '1·2학년 대학 축구대회',
      '대학 저학년 축구 페스티벌',
      '한결배 대학 U20 축구대회',
      '태백산기 대학 U20 축구대회',
    ],
  },
  {
    group: 'U22',
    level: 'university',
    region: CAPITAL,
    league: '대학 축구 U리그',
    cups: [
      '대학 축구연맹전',
      '한결배 전국 대학 축구대회',
      '총장배 전국 대학 축구대회',
      '통영기 전국 대학 축구대회',
    ],
  },
];

/** Every team of a level, for national cups: the level's regional teams and those from elsewhere. */
export const nationalPool = (level: Level): string[] =>
  [...AGE_PLANS.filter((p) => p.level === level).flatMap((p) => p.region.teams), ...ELSEWHERE[level]].filter(
    (team, i, all) => all.indexOf(team) === i,
  );
