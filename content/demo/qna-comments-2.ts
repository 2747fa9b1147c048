import type { DemoComment } from './types';

/** Answers on the older Q&A posts. */
export const QNA_COMMENTS_2: DemoComment[] = [
  {
    contentKey: 'q-formation',
    authorKey: 'editor1',
    content:
      '초등 5학년이라면 2-3-2를 권합니다. 수비 숫자가 줄어드는 대신 미드필더 세 명이 함께 내려오는 원칙을 가르치면, 아이들이 공격과 수비를 모두 경험할 수 있어요.',
    minutesAfter: 80,
    likedBy: ['user7', 'user6'],
  },
  {
    contentKey: 'q-formation',
    authorKey: 'user6',
    content: '저희는 전반 3-3-1, 후반 2-3-2로 바꿔서 써 봤는데 아이들이 두 가지 다 익히더라고요.',
    minutesAfter: 200,
    likedBy: ['user7'],
  },
  {
    contentKey: 'q-ankle',
    authorKey: 'editor2',
    content:
      '한 발로 서서 30초 버티기, 제자리 점프 착지, 8자 달리기를 통증 없이 할 수 있을 때 공을 차기 시작하세요. 복귀 첫 주에는 발목 테이핑이나 보호대를 권합니다.',
    minutesAfter: 40,
    likedBy: ['user4', 'user5', 'user7'],
    replies: [
      {
        authorKey: 'user4',
        content: '한 발 서기가 아직 20초밖에 안 되네요. 조금 더 기다려야겠어요.',
        minutesAfter: 60,
      },
    ],
  },
  {
    contentKey: 'q-protein',
    authorKey: 'editor2',
    content:
      '성장기에는 식사로 단백질을 충분히 채우는 게 먼저입니다. 체중 1kg당 1.2~1.6g 정도를 목표로 하고, 고기, 달걀, 두부, 우유를 끼니마다 나눠 드세요. 보충제는 식사가 부족할 때 보조로만 쓰세요.',
    minutesAfter: 60,
    likedBy: ['user2', 'user8', 'user1'],
  },
  {
    contentKey: 'q-high-school',
    authorKey: 'editor3',
    content:
      '출전 기회가 가장 중요합니다. 고등학교 3년 동안 경기에 나서지 못하면 대학이나 프로가 볼 자료가 없어요. 감독님의 육성 방식과 졸업생 진로도 함께 확인하세요.',
    minutesAfter: 90,
    likedBy: ['user2', 'user5'],
  },
  {
    contentKey: 'q-high-school',
    authorKey: 'user5',
    content: '실제로 다녀 보니 출전 기회가 제일 중요하다는 말에 동의해요.',
    minutesAfter: 400,
  },
  {
    contentKey: 'q-japan',
    authorKey: 'editor3',
    content:
      '학교와 지역에 따라 다르지만 학비와 기숙사비, 생활비를 합쳐 연 2천만 원 안팎을 예상하시는 경우가 많습니다. 일본어는 입학 전에 생활 회화 정도는 준비하는 게 좋아요.',
    minutesAfter: 120,
    likedBy: ['user8'],
  },
  {
    contentKey: 'q-uni-admission',
    authorKey: 'editor3',
    content:
      '골키퍼는 실점률보다 출전 시간과 경기 영상이 더 중요하게 쓰입니다. 고1부터 경기마다 영상을 모아 두시고, 내신은 대학별 최저 기준을 넘길 수 있도록 꾸준히 관리하세요.',
    minutesAfter: 70,
    likedBy: ['user5'],
  },
  {
    contentKey: 'q-sleep',
    authorKey: 'editor2',
    content:
      '초등학생은 9~11시간이 권장됩니다. 잠이 부족하면 회복이 늦어지고 부상 위험이 커져요. 숙제 시간을 훈련 전으로 옮기는 것도 방법입니다.',
    minutesAfter: 50,
    likedBy: ['user1', 'user3'],
  },
  {
    contentKey: 'q-gk-fear',
    authorKey: 'editor1',
    content:
      '가벼운 공이나 풍선으로 시작해서 잡는 성공 경험을 쌓게 해 주세요. 두려움은 기술이 생기면 줄어듭니다. 다만 본인이 계속 무서워하면 필드와 번갈아 하게 해 주세요.',
    minutesAfter: 100,
    likedBy: ['user3', 'user5'],
  },
  {
    contentKey: 'q-gk-fear',
    authorKey: 'user5',
    content: '저도 처음엔 공이 무서웠어요. 장갑 끼고 가까이서 굴려 주는 공부터 시작하면 금방 괜찮아져요.',
    minutesAfter: 250,
    likedBy: ['user3'],
  },
  {
    contentKey: 'q-heading',
    authorKey: 'editor2',
    content:
      '초등학생은 헤딩 연습을 최소화하는 것이 좋습니다. 하더라도 가벼운 공으로 주 1회, 10회 이내로 자세만 익히게 하세요.',
    minutesAfter: 60,
    likedBy: ['user1', 'user6'],
  },
  {
    contentKey: 'q-referee-career',
    authorKey: 'editor3',
    content:
      '두 가지를 함께 준비하는 분도 많습니다. 현장 경력이 있으시니 지도자 라이선스를 먼저 올리고, 주말 유소년 경기에서 심판 경험을 쌓는 순서를 추천합니다.',
    minutesAfter: 150,
    likedBy: ['user7'],
  },
  {
    contentKey: 'q-agent',
    authorKey: 'editor3',
    content:
      '계약금을 먼저 요구하는 경우는 조심하셔야 합니다. 협회에 등록된 공인 에이전트인지 확인하고, 미성년자 선수의 해외 이적 규정도 꼭 따져 보세요. 서면 계약 없이 돈을 보내지 마세요.',
    minutesAfter: 45,
    likedBy: ['user8', 'user2', 'user4', 'user1'],
    replies: [
      {
        authorKey: 'user8',
        content: '확인해 보니 공인 명단에 없는 사람이었어요. 연락 끊겠습니다. 정말 감사해요.',
        minutesAfter: 300,
        likedBy: ['editor3', 'user2'],
      },
    ],
  },
  {
    contentKey: 'q-flat-feet',
    authorKey: 'editor2',
    content:
      '깔창은 도움이 될 수 있지만 발바닥 근육을 키우는 운동이 먼저입니다. 수건 당기기, 까치발 서기를 매일 해 주시고, 통증이 계속되면 진료를 받아 보세요.',
    minutesAfter: 80,
    likedBy: ['user3'],
  },
  {
    contentKey: 'q-position-change',
    authorKey: 'editor1',
    content:
      '요즘 풀백은 공격의 시작점입니다. 수비 위치 선정과 1대1 수비를 새로 배워야 하지만, 윙어 경험은 오버래핑에서 큰 무기가 돼요. 포지션을 바꿨다가 다시 윙어로 돌아가는 선수도 많습니다.',
    minutesAfter: 70,
    likedBy: ['user4', 'user7'],
  },
  {
    contentKey: 'q-hydration',
    authorKey: 'editor2',
    content:
      '한 시간 이내 경기라면 물로 충분합니다. 더운 날 두 경기 이상 뛸 때는 이온음료를 물과 반반 섞어 마시게 하세요.',
    minutesAfter: 40,
    likedBy: ['user1'],
  },
  {
    contentKey: 'q-phone-time',
    authorKey: 'user2',
    content: '저희는 밤 10시 이후엔 휴대폰을 거실에 두기로 약속했어요. 축구 영상은 주말에 같이 봅니다.',
    minutesAfter: 100,
    likedBy: ['user8'],
  },
  {
    contentKey: 'q-stretching',
    authorKey: 'editor2',
    content:
      '경기 직전에는 동적 스트레칭과 가벼운 달리기, 방향 전환 위주로 구성하세요. 정적 스트레칭은 경기 후나 훈련 후 회복 시간에 하는 것이 좋습니다.',
    minutesAfter: 35,
    likedBy: ['user7', 'user6'],
  },
  {
    contentKey: 'q-photo',
    authorKey: 'admin',
    content:
      '다른 아이의 얼굴이 나온 사진은 보호자 동의 없이 공개된 곳에 올리지 않는 것이 좋습니다. 킥오프 게시판에도 아이 얼굴 사진은 올리지 말아 주세요.',
    minutesAfter: 90,
    likedBy: ['user3', 'user8'],
  },
  {
    contentKey: 'q-insurance',
    authorKey: 'user8',
    content: '저희는 어린이 상해보험에 골절 진단비 특약을 추가했어요.',
    minutesAfter: 120,
  },
];
