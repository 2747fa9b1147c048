import type { DemoComment } from './types';

/** A lighter sprinkle of comments on older articles. */
export const COMMENTS_3: DemoComment[] = [
  {
    contentKey: 'want-to-quit',
    authorKey: 'user3',
    content:
      '첫째가 작년에 그만두고 싶다고 해서 한 시즌 쉬었는데, 지금은 다시 너무 즐겁게 하고 있어요. 쉬는 것도 답이 될 수 있다는 말 정말 맞아요.',
    minutesAfter: 200,
    likedBy: ['admin', 'user1', 'user8', 'user6'],
  },
  {
    contentKey: 'want-to-quit',
    authorKey: 'user1',
    content: '즉시 결론 내리지 않기, 명심할게요.',
    minutesAfter: 800,
  },
  {
    contentKey: 'pre-match-routine',
    authorKey: 'user4',
    content: '4초 들이쉬고 6초 내쉬기 해 봤는데 진짜 차분해지네요.',
    minutesAfter: 100,
    replies: [
      {
        authorKey: 'editor1',
        content: '좋아요. 훈련 때도 자주 해 두면 경기 때 더 빨리 효과가 납니다.',
        minutesAfter: 60,
        mentionAuthorOfParent: true,
      },
    ],
  },
  {
    contentKey: 'pre-match-routine',
    authorKey: 'user5',
    content: '페널티킥 막기 전에도 호흡 루틴 써 보겠습니다.',
    minutesAfter: 700,
  },
  {
    contentKey: 'after-high-school',
    authorKey: 'user5',
    content: '고1인데 벌써부터 진로 고민이 많아요. 출전 기회를 기준으로 생각하라는 말이 와닿습니다.',
    minutesAfter: 300,
    replies: [
      {
        authorKey: 'editor3',
        content: '고1이면 아직 시간이 충분해요. 지금은 출전 기록과 학업을 함께 챙기는 것이 최선입니다.',
        minutesAfter: 100,
        mentionAuthorOfParent: true,
      },
    ],
  },
  {
    contentKey: 'after-high-school',
    authorKey: 'user2',
    content: 'K3, K4리그에서 프로로 간 사례가 있다니 선택지가 넓어진 느낌이네요.',
    minutesAfter: 1500,
  },
  {
    contentKey: 'hydration',
    authorKey: 'user6',
    content: '여름 대회 때 소변 색 체크표를 벤치에 붙여 두려고요.',
    minutesAfter: 240,
    likedBy: ['editor2'],
  },
  {
    contentKey: 'first-touch',
    authorKey: 'user7',
    content: '멈추는 터치에서 보내는 터치로, 중학생들한테 딱 필요한 내용입니다.',
    minutesAfter: 180,
  },
  {
    contentKey: 'ankle-sprain',
    authorKey: 'user5',
    content: '작년에 발목 삐고 2주 만에 복귀했다가 또 다쳤어요. 한 발 균형 훈련 꼭 하겠습니다.',
    minutesAfter: 60,
    replies: [
      {
        authorKey: 'editor2',
        content: '재발 경험이 있다면 균형 훈련이 더더욱 중요해요. 눈 감고 30초 버티기를 목표로 해 보세요.',
        minutesAfter: 80,
        mentionAuthorOfParent: true,
      },
    ],
  },
  {
    contentKey: 'ankle-sprain',
    authorKey: 'user8',
    content: '테이핑은 부모가 해 줘도 괜찮을까요?',
    minutesAfter: 700,
    replies: [
      {
        authorKey: 'editor2',
        content:
          '기본적인 방법을 배워서 해 주셔도 되지만 피부 트러블과 혈액 순환에 주의하세요. 테이핑보다 근력과 균형 회복이 우선입니다.',
        minutesAfter: 120,
        mentionAuthorOfParent: true,
      },
    ],
  },
  {
    contentKey: 'fifa-article19',
    authorKey: 'user4',
    content: '해외 진출이 꿈인데 18세 이후가 현실적이라는 말 잘 새겨듣겠습니다.',
    minutesAfter: 300,
  },
  {
    contentKey: 'weak-foot',
    authorKey: 'user4',
    content: '8주 프로그램 4주째인데 약발 패스가 눈에 띄게 좋아졌어요!',
    minutesAfter: 500,
    likedBy: ['editor1', 'user2', 'user6'],
    replies: [
      {
        authorKey: 'editor1',
        content: '대단합니다! 7주 차 미니게임 규칙까지 꼭 가 보세요.',
        minutesAfter: 200,
        mentionAuthorOfParent: true,
      },
    ],
  },
  {
    contentKey: 'strength-growth',
    authorKey: 'user2',
    content: '근력 운동하면 키 안 큰다는 말 때문에 못 하게 했었는데, 오해였네요.',
    minutesAfter: 400,
  },
  {
    contentKey: 'kickoff-guide',
    authorKey: 'user1',
    content: '좋은 커뮤니티 만들어 주셔서 감사해요. 자주 올게요!',
    minutesAfter: 300,
    likedBy: ['admin'],
  },
  {
    contentKey: 'kickoff-guide',
    authorKey: 'user6',
    content: '지도자들을 위한 콘텐츠도 기대하겠습니다.',
    minutesAfter: 2000,
    replies: [
      {
        authorKey: 'admin',
        content: '감사합니다. 지도자 코너도 준비 중입니다!',
        minutesAfter: 120,
        mentionAuthorOfParent: true,
      },
    ],
  },
];
