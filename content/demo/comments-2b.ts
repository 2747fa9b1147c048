import type { DemoComment } from './types';

/** Comments on the admission, overseas, scanning and sleep articles (part of the ten most recent). */
export const COMMENTS_2B: DemoComment[] = [
  {
    contentKey: 'admission-middle',
    authorKey: 'user1',
    content: '아직 초3이지만 미리 알아 두려고 저장합니다.',
    minutesAfter: 60,
  },
  {
    contentKey: 'admission-middle',
    authorKey: 'user8',
    content: '클럽팀에서 뛰면서 일반 중학교에 다니면 대회 출전에 제한이 있나요?',
    minutesAfter: 180,
    replies: [
      {
        authorKey: 'editor3',
        content:
          '클럽 소속으로 등록하면 클럽 리그와 클럽 대회에 출전하게 됩니다. 학교 운동부 대회와는 출전 범위가 다르니 원하는 대회 체계를 먼저 확인하세요.',
        minutesAfter: 120,
        mentionAuthorOfParent: true,
      },
    ],
  },
  {
    contentKey: 'admission-middle',
    authorKey: 'user6',
    content: '학부모님들 상담할 때 항상 발품 파시라고 말씀드리는데 같은 얘기라 반갑네요.',
    minutesAfter: 400,
    likedBy: ['editor3', 'user1'],
  },
  {
    contentKey: 'admission-middle',
    authorKey: 'user2',
    content:
      '작년에 이 과정을 거쳤는데 통학 거리를 너무 가볍게 생각한 게 제일 후회돼요. 매일 왕복 두 시간은 아이한테 큰 부담이더라고요.',
    minutesAfter: 1200,
    likedBy: ['user1', 'user8', 'editor3'],
    replies: [
      {
        authorKey: 'editor3',
        content: '생생한 경험 나눠 주셔서 감사합니다. 많은 부모님께 도움이 될 거예요.',
        minutesAfter: 30,
        mentionAuthorOfParent: true,
      },
    ],
  },
  {
    contentKey: 'overseas-checklist',
    authorKey: 'user4',
    content: '유럽 캠프 광고가 많이 보이던데 9번 항목은 꼭 확인해야겠네요.',
    minutesAfter: 50,
  },
  {
    contentKey: 'overseas-checklist',
    authorKey: 'user2',
    content: '18세 전에는 현지 공식 경기 등록이 어렵다는 걸 여기서 처음 알았습니다.',
    minutesAfter: 300,
    replies: [
      {
        authorKey: 'editor3',
        content: '많은 분들이 놓치시는 부분이에요. 관련 규정은 별도 글로도 정리해 두었습니다.',
        minutesAfter: 60,
        mentionAuthorOfParent: true,
      },
    ],
  },
  {
    contentKey: 'overseas-checklist',
    authorKey: 'user3',
    content: '예비비 넣으라는 말 공감해요. 지인 가족이 예상보다 두 배 들었다고 하더라고요.',
    minutesAfter: 900,
    likedBy: ['editor3', 'user8'],
  },
  {
    contentKey: 'scanning',
    authorKey: 'user7',
    content: '색깔 카드 놀이를 중학생들도 재밌어하네요. 호루라기 멈춤 훈련도 해 보겠습니다.',
    minutesAfter: 90,
  },
  {
    contentKey: 'scanning',
    authorKey: 'user4',
    content: '경기 중에 고개 드는 게 진짜 어려운데 벽 패스 연습부터 해 볼게요.',
    minutesAfter: 400,
    likedBy: ['editor1'],
  },
  {
    contentKey: 'scanning',
    authorKey: 'user1',
    content: '공을 받기 전에 본 것이 받은 뒤를 결정한다, 명언이네요.',
    minutesAfter: 2000,
  },
  {
    contentKey: 'sleep-recovery',
    authorKey: 'user8',
    content: '중학생 아들이랑 스마트폰 때문에 매일 전쟁이에요. 잠들기 1시간 전 규칙을 같이 정해 봐야겠어요.',
    minutesAfter: 120,
    replies: [
      {
        authorKey: 'user2',
        content: '저희 집은 충전기를 거실에 두는 규칙을 만들었더니 효과가 있었어요.',
        minutesAfter: 30,
        mentionAuthorOfParent: true,
        likedBy: ['user8'],
      },
    ],
  },
  {
    contentKey: 'sleep-recovery',
    authorKey: 'user5',
    content: '경기 전날 항상 잠을 못 자서 걱정이었는데 평소 습관이 더 중요하다니 안심이 되네요.',
    minutesAfter: 600,
  },
  {
    contentKey: 'sleep-recovery',
    authorKey: 'user7',
    content: '피지컬 코치로서 선수들에게 가장 강조하는 게 수면입니다. 좋은 글 공유합니다.',
    minutesAfter: 1800,
    likedBy: ['editor2', 'user6'],
  },
];
