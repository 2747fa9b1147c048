import type { DemoItemFields } from './types';

/** Older Q&A posts (two to four weeks back) and one draft. */
export const QNA_2: DemoItemFields[] = [
  {
    key: 'q-japan',
    authorKey: 'user8',
    title: '일본 축구 유학 비용 대략 어느 정도인가요?',
    tags: ['OVERSEAS_ADVANCEMENT'],
    daysAgo: 12,
    hour: 13,
    views: 377,
    html: `<p>고등학교를 일본으로 축구 유학 보내는 집이 늘었다고 들었어요. 학비, 기숙사비, 생활비까지 1년에 대략 얼마가 드는지 궁금합니다.</p>
<p>언어는 어느 정도 준비해서 가야 하는지, 졸업 후 한국 대학으로 돌아오는 경우도 많은지 알려 주세요.</p>`,
  },
  {
    key: 'q-uni-admission',
    authorKey: 'user5',
    title: '대학 축구부 진학, 고1부터 뭘 준비해야 하나요?',
    tags: ['ADMISSION'],
    daysAgo: 13,
    hour: 23,
    views: 298,
    html: `<p>고1 골키퍼입니다. 대학 축구부 진학을 목표로 하고 있는데 무엇을 언제부터 준비해야 하는지 막막해요.</p>
<p>대회 성적이 중요하다고 들었는데 골키퍼는 개인 기록을 어떻게 보여 줘야 하나요? 내신은 어느 정도 챙겨야 하는지도 궁금합니다.</p>`,
  },
  {
    key: 'q-sleep',
    authorKey: 'user1',
    title: '초등학생 축구 선수 몇 시간 자야 하나요?',
    tags: ['PHYSICAL'],
    daysAgo: 14,
    hour: 21,
    views: 221,
    html: `<p>저녁 훈련이 끝나면 9시가 넘어서 집에 오는데, 씻고 숙제하면 11시에 잠드는 날이 많아요. 아침에 깨우기가 너무 힘듭니다.</p>
<p>운동하는 아이는 몇 시간 정도 자야 하는지, 잠이 부족하면 실력이나 성장에 영향이 있는지 궁금해요.</p>`,
  },
  {
    key: 'q-gk-fear',
    authorKey: 'user3',
    title: '공이 무섭다는 딸, 골키퍼 시켜도 될까요?',
    tags: ['MENTAL'],
    daysAgo: 15,
    hour: 20,
    views: 263,
    html: `<p>팀에 골키퍼가 없어서 감독님이 딸에게 골키퍼를 해 보자고 하셨대요. 그런데 딸은 공이 얼굴로 날아오는 게 무섭다고 합니다.</p>
<p>본인은 팀을 위해 해 보겠다고 하는데, 무서워하는 아이에게 골키퍼를 시켜도 괜찮을지, 두려움을 줄이는 연습 방법이 있는지 알고 싶어요.</p>`,
  },
  {
    key: 'q-heading',
    authorKey: 'user1',
    title: '초등학생 헤딩 연습 해도 괜찮나요?',
    tags: ['TECHNIQUE'],
    daysAgo: 16,
    hour: 10,
    views: 348,
    html: `<p>해외에서는 어린이 헤딩을 제한한다는 기사를 봤어요. 그런데 아이 클럽에서는 헤딩 연습을 가끔 한다고 하네요.</p>
<p>초등학생이 헤딩을 해도 괜찮은지, 한다면 어떤 공으로 얼마나 하는 게 안전한지 궁금합니다.</p>`,
  },
  {
    key: 'q-referee-career',
    authorKey: 'user7',
    title: '심판이나 지도자로 진로 바꾸려면 어떤 순서가 좋을까요?',
    tags: ['CAREER_PATH'],
    daysAgo: 17,
    hour: 22,
    views: 187,
    html: `<p>대학 때까지 선수 생활을 하고 지금은 중학교에서 피지컬 코치를 하고 있어요. 장기적으로 지도자 자격을 높이거나 심판 쪽으로도 가 보고 싶습니다.</p>
<p>지도자 라이선스와 심판 자격을 같이 준비해도 되는지, 어느 쪽을 먼저 하는 게 경력에 도움이 될지 조언 부탁드립니다.</p>`,
  },
  {
    key: 'q-agent',
    authorKey: 'user8',
    title: '에이전트라는 분에게 연락이 왔는데 믿어도 될까요?',
    tags: ['PRO_ENTRANCE'],
    daysAgo: 18,
    hour: 21,
    views: 533,
    html: `<p>중학생 아들 경기 영상을 보고 연락했다는 에이전트가 있어요. 해외 테스트를 주선해 주겠다면서 계약금을 먼저 달라고 합니다.</p>
<p>이런 경우가 흔한지, 믿을 만한 에이전트인지 어떻게 확인하는지 알려 주세요. 아이는 벌써 들떠 있어서 더 걱정입니다.</p>`,
  },
  {
    key: 'q-flat-feet',
    authorKey: 'user3',
    title: '평발인데 축구화 깔창 바꾸면 도움이 될까요?',
    tags: ['INJURY_RECOVERY'],
    daysAgo: 19,
    hour: 14,
    views: 201,
    html: `<p>큰딸이 평발이라 오래 뛰면 발바닥과 정강이 안쪽이 아프다고 해요. 맞춤 깔창을 하면 좋아진다는 얘기를 들었는데 비용이 꽤 들더라고요.</p>
<p>축구화에 깔창을 넣어도 괜찮은지, 깔창 말고 할 수 있는 운동이 있는지 궁금합니다.</p>`,
  },
  {
    key: 'q-position-change',
    authorKey: 'user4',
    title: '윙어에서 풀백으로 포지션 변경 제안 받았어요',
    tags: ['TACTICS'],
    daysAgo: 20,
    hour: 22,
    views: 309,
    html: `<p>감독님이 제 속도와 크로스를 살리려면 풀백이 나을 수 있다고 하셨어요. 저는 계속 공격수를 하고 싶었는데 출전 시간을 생각하면 고민이 됩니다.</p>
<p>풀백으로 바꾸면 어떤 점을 새로 배워야 하는지, 나중에 다시 윙어로 돌아가는 경우도 있는지 알려 주세요.</p>`,
  },
  {
    key: 'q-hydration',
    authorKey: 'user1',
    title: '여름 경기 때 물 대신 이온음료 괜찮나요?',
    tags: ['NUTRITION'],
    daysAgo: 21,
    hour: 15,
    views: 244,
    html: `<p>한여름 낮 경기에서 아이가 물만 마시다가 어지럽다고 한 적이 있어요. 이온음료를 챙겨 주려는데 당이 많아서 걱정입니다.</p>
<p>물과 이온음료를 어떻게 나눠 마시면 좋은지, 경기 전후로 얼마나 마셔야 하는지 알고 싶어요.</p>`,
  },
  {
    key: 'q-phone-time',
    authorKey: 'user8',
    title: '훈련 끝나고 휴대폰만 보는 아이, 어떻게 하세요?',
    tags: ['CHILD_EDUCATION'],
    daysAgo: 22,
    hour: 22,
    views: 276,
    html: `<p>훈련 끝나고 집에 오면 씻지도 않고 휴대폰으로 축구 영상만 봐요. 축구 영상이니 공부라고 하는데, 자는 시간까지 줄어드니 걱정입니다.</p>
<p>휴대폰 사용 시간을 어떻게 정하셨는지, 아이와 어떻게 약속하셨는지 궁금해요.</p>`,
  },
  {
    key: 'q-stretching',
    authorKey: 'user7',
    title: '경기 전 정적 스트레칭 하면 안 된다는데 맞나요?',
    tags: ['PHYSICAL'],
    daysAgo: 23,
    hour: 9,
    views: 258,
    html: `<p>예전에는 경기 전에 다리를 길게 늘이는 스트레칭을 했는데, 요즘은 경기 전 정적 스트레칭이 순발력을 떨어뜨린다는 얘기가 많더라고요.</p>
<p>유소년 선수들에게 경기 전 워밍업을 어떻게 구성하는 게 좋은지 근거와 함께 알려 주시면 팀 훈련에 반영하겠습니다.</p>`,
  },
  {
    key: 'q-photo',
    authorKey: 'user3',
    title: '경기장에서 다른 아이들 사진 찍어 올려도 되나요?',
    tags: ['ETC'],
    daysAgo: 24,
    hour: 20,
    views: 192,
    html: `<p>딸 경기 사진을 찍다 보면 다른 아이들도 같이 찍혀요. 팀 단체 대화방이나 개인 SNS에 올려도 괜찮은지 궁금합니다.</p>
<p>다른 집 아이 얼굴이 나온 사진은 어떻게 하시는지, 팀 차원에서 규칙을 정한 곳이 있는지 알려 주세요.</p>`,
  },
  {
    key: 'q-insurance',
    authorKey: 'user2',
    title: '유소년 축구 상해보험 들어두셨나요?',
    tags: ['ETC'],
    daysAgo: 26,
    hour: 21,
    views: 231,
    html: `<p>아들이 경기 중에 손목을 다쳐서 깁스를 했는데, 클럽에서 가입한 보험은 보상 범위가 작더라고요.</p>
<p>따로 상해보험을 들어 두신 분들 계신가요? 축구하는 아이는 어떤 보장을 챙겨야 하는지 궁금합니다.</p>`,
  },
  {
    key: 'q-draft-trial-nerves',
    authorKey: 'user4',
    title: '테스트 전날 잠이 안 와요',
    tags: ['MENTAL'],
    daysAgo: 1,
    hour: 23,
    views: 0,
    draft: true,
    html: `<p>내일 테스트인데 잠이 안 와서</p>`,
  },
];
