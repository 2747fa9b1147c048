/* Where the demo's matches are played: outdoor pitches only (축구장, 운동장, 종합운동장). */

/** A cup's two outdoor pitches: the main one (knock-out rounds, group A) and the second (group B). */
export const CUP_VENUES: readonly (readonly [string, string])[] = [
  ['경주 알천축구장', '경주 황성축구장'],
  ['제천 종합운동장', '제천 봉양축구장'],
  ['김천 종합운동장', '김천 종합운동장 보조구장'],
  ['합천 군민운동장', '합천 군민운동장 보조구장'],
  ['군산 월명종합운동장', '군산 금강축구장'],
  ['광양 공설운동장', '광양 중동축구장'],
  ['영덕 강구축구장', '영덕 군민운동장'],
  ['창녕 스포츠파크 축구장', '창녕 공설운동장'],
  ['남해 스포츠파크 축구장', '남해 공설운동장'],
  ['고성 스포츠타운 축구장', '고성 공설운동장'],
  ['통영 산양스포츠파크 축구장', '통영 공설운동장'],
  ['강진 종합운동장', '강진 보조운동장'],
  ['태백 종합운동장', '태백 고원축구장'],
  ['서귀포 강창학종합운동장', '서귀포 걸매축구장'],
  ['양구 종합운동장', '양구 공설운동장'],
  ['보은 공설운동장', '보은 스포츠파크 축구장'],
  ['영월 종합운동장', '영월 스포츠파크 축구장'],
  ['화천 생활체육공원 축구장', '화천 공설운동장'],
];

/** A school's own ground, or a club's or university's pitch: where its home league matches are played. */
export const homeGroundOf = (team: string): string =>
  /[초중고]$/.test(team) ? `${team} 운동장` : `${team} 축구장`;
