import type { DemoComment } from './types';

/**
 * Answers on the newest Q&A posts: experts and other members, all anonymous on the board. Replies
 * never mention anyone (nobody is named on the anonymous board).
 */
export const QNA_COMMENTS_1: DemoComment[] = [
  {
    contentKey: 'q-knee-pain',
    authorKey: 'editor2',
    content:
      '계단을 내려갈 때 아프고 무릎뼈 아래가 볼록하다면 오스굿슐라터병일 가능성이 있습니다. 훈련량을 줄이고 정형외과 진료를 먼저 받아 보세요. 허벅지 앞 스트레칭은 오늘부터 시작하셔도 좋습니다.',
    minutesAfter: 15,
    likedBy: ['user1', 'user8', 'user3'],
    replies: [
      {
        authorKey: 'user1',
        content: '오스굿이라는 말은 처음 들었어요. 내일 바로 병원 가 보겠습니다. 감사합니다.',
        minutesAfter: 20,
        likedBy: ['editor2'],
      },
    ],
  },
  {
    contentKey: 'q-knee-pain',
    authorKey: 'user8',
    content: '저희 아이도 같은 증상이었는데 3개월 정도 훈련량 조절하니까 좋아졌어요.',
    minutesAfter: 50,
  },
  {
    contentKey: 'q-middle-school-admission',
    authorKey: 'editor3',
    content:
      '보통 6학년 2학기, 9월에서 11월 사이에 학교별로 테스트를 봅니다. 미니 게임과 기본기(드리블, 패스, 킥)를 함께 보는 곳이 많아요. 축구부가 있는 학교는 배정과 별개로 전학 절차를 밟는 경우가 많으니, 가고 싶은 학교 감독님께 먼저 연락해 보세요.',
    minutesAfter: 40,
    likedBy: ['user2', 'user1', 'user6'],
    replies: [
      {
        authorKey: 'user2',
        content: '시기가 생각보다 빠르네요. 이번 주에 학교에 연락해 보겠습니다.',
        minutesAfter: 30,
      },
    ],
  },
  {
    contentKey: 'q-middle-school-admission',
    authorKey: 'user6',
    content: '클럽에서 뛴 경기 영상을 5분 정도로 편집해서 가져가시면 감독님들이 좋아하십니다.',
    minutesAfter: 200,
    likedBy: ['user2'],
  },
  {
    contentKey: 'q-overseas-germany',
    authorKey: 'editor3',
    content:
      'FIFA 규정상 만 18세 미만의 국제 이적은 부모 동반 이주 같은 예외가 아니면 어렵습니다. 테스트 자체는 클럽에 직접 연락해 볼 수 있지만, 선불 비용을 요구하는 업체는 조심하세요. 공인 에이전트인지 협회 명단에서 먼저 확인하시길 권합니다.',
    minutesAfter: 60,
    likedBy: ['user4', 'user8'],
  },
  {
    contentKey: 'q-overseas-germany',
    authorKey: 'user5',
    content: '저도 관심 있었는데 나이 규정은 몰랐네요. 좋은 정보 감사합니다.',
    minutesAfter: 300,
  },
  {
    contentKey: 'q-breakfast',
    authorKey: 'editor2',
    content:
      '경기 2~3시간 전에 밥, 빵, 바나나처럼 소화가 쉬운 탄수화물 위주로 먹이세요. 기름진 음식과 우유는 피하시고, 이동 중에는 바나나 반 개나 작은 주먹밥 정도가 좋습니다.',
    minutesAfter: 30,
    likedBy: ['user8', 'user1', 'user3', 'user2'],
  },
  {
    contentKey: 'q-breakfast',
    authorKey: 'user3',
    content: '저희는 전날 저녁을 든든하게 먹이고 아침엔 꿀 바른 식빵 한 조각만 먹여요.',
    minutesAfter: 120,
  },
  {
    contentKey: 'q-nervous',
    authorKey: 'editor1',
    content:
      '첫 슈팅 전의 긴장은 골키퍼라면 누구나 겪습니다. 킥오프 전에 공을 몇 번 손으로 만지고, 첫 5분 동안은 수비수들에게 크게 말을 거세요. 목소리를 내면 몸이 풀립니다. 실수한 뒤에는 장갑을 한 번 고쳐 끼는 동작으로 생각을 끊는 연습을 해 보세요.',
    minutesAfter: 45,
    likedBy: ['user5', 'user4'],
    replies: [
      {
        authorKey: 'user5',
        content: '장갑 고쳐 끼는 동작으로 끊는 거 당장 해 볼게요. 감사합니다!',
        minutesAfter: 25,
      },
    ],
  },
  {
    contentKey: 'q-nervous',
    authorKey: 'user4',
    content: '저도 경기 전날 잠을 못 자요. 같이 힘내요.',
    minutesAfter: 400,
  },
  {
    contentKey: 'q-weak-foot',
    authorKey: 'editor1',
    content:
      '하루 100개를 한 번에 차는 것보다 30개씩 나눠서 차는 게 좋습니다. 인사이드 패스, 인스텝 킥, 크로스 순서로 강도를 올리고, 허벅지가 뻐근하면 그날은 패스만 하세요.',
    minutesAfter: 50,
    likedBy: ['user4', 'user7'],
  },
  {
    contentKey: 'q-height',
    authorKey: 'editor1',
    content:
      '중1은 키 차이가 가장 크게 나는 시기입니다. 공중볼은 점프 타이밍과 위치 선정으로 상당 부분 이길 수 있어요. 빌드업과 커버 능력이 좋다면 센터백을 계속해도 충분합니다.',
    minutesAfter: 90,
    likedBy: ['user2', 'user6'],
  },
  {
    contentKey: 'q-height',
    authorKey: 'user7',
    content: '키 작은 센터백은 빠른 발과 예측이 무기입니다. 1대1 수비 훈련을 많이 시켜 보세요.',
    minutesAfter: 300,
  },
  {
    contentKey: 'q-pro-youth',
    authorKey: 'editor3',
    content:
      '공개 테스트는 보통 1차 영상 서류, 2차 현장 테스트(미니 게임과 체력 측정)로 진행됩니다. 최근 경기 영상 3~5분과 소속 팀 감독님 추천서를 준비해 두세요. 떨어져도 같은 해 하반기 추가 테스트가 있는 구단이 많습니다.',
    minutesAfter: 30,
    likedBy: ['user4', 'user5', 'user2'],
    replies: [
      {
        authorKey: 'user4',
        content: '추천서는 생각도 못 했어요. 감독님께 미리 말씀드려야겠네요.',
        minutesAfter: 40,
        likedBy: ['editor3'],
      },
    ],
  },
  {
    contentKey: 'q-pro-youth',
    authorKey: 'user5',
    content: '작년에 테스트 봤는데 현장에서는 체력 측정보다 미니 게임 비중이 훨씬 컸어요.',
    minutesAfter: 120,
    likedBy: ['user4'],
  },
  {
    contentKey: 'q-career-after',
    authorKey: 'editor3',
    content:
      '지도자, 심판, 피지컬 코치, 스포츠 물리치료사, 전력 분석관, 구단 프런트, 에이전트, 스포츠 기자까지 길은 많습니다. 선수 생활 중에도 영어와 기본적인 컴퓨터 활용 능력은 꼭 챙기세요.',
    minutesAfter: 70,
    likedBy: ['user5', 'user7', 'user4'],
  },
  {
    contentKey: 'q-child-quit',
    authorKey: 'editor1',
    content:
      '바로 결론을 내리기보다 한 달 정도 쉬면서 이유를 천천히 들어 보세요. 친구 관계나 코치와의 관계가 원인인 경우가 많습니다. 축구를 싫어하게 되는 것보다는 잠시 쉬는 편이 낫습니다.',
    minutesAfter: 60,
    likedBy: ['user3', 'user1'],
  },
];
