import type { DemoComment } from './types';

/** Comments on five of the ten most recent articles (at least three each); the rest are in comments-2b.ts. */
export const COMMENTS_2: DemoComment[] = [
  {
    contentKey: 'parent-manners',
    authorKey: 'user6',
    content:
      '감독 입장에서 정말 공감합니다. 관중석 코칭 때문에 아이들이 벤치 지시와 부모님 지시 사이에서 얼어붙는 경우가 많아요.',
    minutesAfter: 35,
    likedBy: ['user1', 'user7', 'admin', 'editor1'],
    replies: [
      {
        authorKey: 'admin',
        content: '현장의 목소리 감사합니다. 지도자분들 의견도 모아서 후속 글을 준비해 보겠습니다.',
        minutesAfter: 25,
        mentionAuthorOfParent: true,
      },
    ],
  },
  {
    contentKey: 'parent-manners',
    authorKey: 'user2',
    content: '돌아오는 차 안 이야기 찔리네요... 저부터 반성합니다.',
    minutesAfter: 90,
    likedBy: ['user8', 'user1'],
  },
  {
    contentKey: 'parent-manners',
    authorKey: 'user1',
    content:
      '심판도 배우는 중이라는 말 좋네요. 지난 주말에 판정 때문에 고성이 오가는 걸 봤는데 아이들 보기 민망했어요.',
    minutesAfter: 150,
  },
  {
    contentKey: 'parent-manners',
    authorKey: 'user4',
    content: '선수 입장에서 7번 진짜 공감해요. 경기 끝나고 바로 분석 들으면 너무 힘들어요ㅠ',
    minutesAfter: 240,
    likedBy: ['user5', 'user2'],
    replies: [
      {
        authorKey: 'user2',
        content: '선수 입장 이야기 덕분에 아빠들이 많이 배웁니다. 오늘부터 "재밌었니?"로 바꿀게요.',
        minutesAfter: 30,
        mentionAuthorOfParent: true,
      },
    ],
  },
  {
    contentKey: 'ball-mastery',
    authorKey: 'user1',
    content: '초3 아들이랑 오늘부터 해 보려고요. 거실에서 하면 층간소음이 걱정인데 매트 깔면 괜찮을까요?',
    minutesAfter: 20,
    replies: [
      {
        authorKey: 'editor1',
        content:
          '요가 매트 정도면 충분합니다. 발바닥 터치나 롤링은 소리가 크지 않아요. 공 바람을 조금 빼서 쓰시면 더 조용합니다.',
        minutesAfter: 50,
        mentionAuthorOfParent: true,
        likedBy: ['user1', 'user8'],
      },
    ],
  },
  {
    contentKey: 'ball-mastery',
    authorKey: 'user6',
    content: '저학년 반 훈련 첫 15분을 볼 마스터리로 바꿨더니 아이들 터치가 확실히 좋아졌습니다.',
    minutesAfter: 100,
    likedBy: ['editor1', 'user7'],
  },
  {
    contentKey: 'ball-mastery',
    authorKey: 'user3',
    content: '손가락 개수 보여 주기, 아이가 너무 좋아해요. 놀이처럼 하니까 스스로 하자고 하네요.',
    minutesAfter: 300,
  },
  {
    contentKey: 'ball-mastery',
    authorKey: 'user8',
    content: '몇 살까지 이런 훈련이 효과가 있나요? 고학년이 해도 되나요?',
    minutesAfter: 800,
    replies: [
      {
        authorKey: 'editor1',
        content:
          '나이 제한은 없습니다. 고학년은 속도를 높이고 공간을 좁히고 약발 비중을 늘리면 됩니다. 프로 선수들도 워밍업으로 합니다.',
        minutesAfter: 120,
        mentionAuthorOfParent: true,
      },
    ],
  },
  {
    contentKey: 'ball-mastery',
    authorKey: 'user2',
    content: '"어제보다 부드러워졌네" 이 말 꼭 써먹겠습니다.',
    minutesAfter: 1500,
  },
  {
    contentKey: 'pro-youth-trial',
    authorKey: 'user4',
    content: '올해 테스트 준비 중인데 공 없을 때 태도까지 본다는 건 처음 알았어요.',
    minutesAfter: 15,
    likedBy: ['user2', 'user6'],
    replies: [
      {
        authorKey: 'editor1',
        content: '맞아요. 평소 훈련 태도가 제일 큰 준비입니다. 응원할게요.',
        minutesAfter: 40,
        mentionAuthorOfParent: true,
      },
    ],
  },
  {
    contentKey: 'pro-youth-trial',
    authorKey: 'user2',
    content: '테스트에서 떨어지면 다음 해에 다시 지원할 수 있나요?',
    minutesAfter: 120,
    replies: [
      {
        authorKey: 'editor1',
        content:
          '구단마다 다르지만 대부분 다음 해 재지원이 가능합니다. 1년 동안 얼마나 성장했는지를 좋게 보는 지도자도 많아요.',
        minutesAfter: 90,
        mentionAuthorOfParent: true,
      },
    ],
  },
  {
    contentKey: 'pro-youth-trial',
    authorKey: 'user8',
    content: '유스에 가지 않고도 프로가 된 선수가 많다는 말에 위로받고 갑니다.',
    minutesAfter: 600,
  },
  {
    contentKey: 'pro-youth-trial',
    authorKey: 'editor3',
    content:
      '진학 상담을 하다 보면 유스 테스트 결과에 따라 중학교 선택이 바뀌는 경우가 많습니다. 테스트 일정과 진학 일정을 함께 놓고 계획하시길 권합니다.',
    minutesAfter: 1400,
    likedBy: ['user2', 'user4', 'editor1'],
  },
  {
    contentKey: 'pre-match-meal',
    authorKey: 'user3',
    content: '경기 전날 고기 먹어야 힘난다고 삼겹살 구워 줬었는데... 기름진 음식은 피하라니 바꿔야겠네요.',
    minutesAfter: 30,
    replies: [
      {
        authorKey: 'editor2',
        content: '삼겹살은 경기 끝난 날 저녁 회복 식사로 미뤄 두세요! 전날은 담백하게가 원칙입니다.',
        minutesAfter: 40,
        mentionAuthorOfParent: true,
        likedBy: ['user3', 'user1'],
      },
    ],
  },
  {
    contentKey: 'pre-match-meal',
    authorKey: 'user5',
    content: '아침 9시 경기면 3~4시간 전에 먹기가 어려운데 어떻게 하나요?',
    minutesAfter: 200,
    replies: [
      {
        authorKey: 'editor2',
        content:
          '6시쯤 가볍게 먹고, 경기 1시간 전에 바나나 같은 간식으로 보충하는 방법을 추천해요. 전날 저녁을 충분히 먹어 두는 게 더 중요합니다.',
        minutesAfter: 60,
        mentionAuthorOfParent: true,
      },
    ],
  },
  {
    contentKey: 'pre-match-meal',
    authorKey: 'user1',
    content: '타임라인 캡처해서 냉장고에 붙여 놨어요!',
    minutesAfter: 1000,
    likedBy: ['user8', 'editor2'],
  },
  {
    contentKey: 'build-up-433',
    authorKey: 'user6',
    content: '6대4 빌드업 게임 바로 적용해 보겠습니다. 골키퍼가 발 쓰는 걸 무서워하는데 팁이 있을까요?',
    minutesAfter: 40,
    replies: [
      {
        authorKey: 'editor1',
        content:
          '처음에는 압박 없이 골키퍼가 공을 잡고 시작하게 하세요. 성공 경험이 쌓이면 압박 인원을 한 명씩 늘리면 됩니다.',
        minutesAfter: 70,
        mentionAuthorOfParent: true,
      },
    ],
  },
  {
    contentKey: 'build-up-433',
    authorKey: 'user5',
    content:
      '골키퍼로서 빌드업 때 제일 어려운 게 어디로 줄지 판단하는 거예요. 수비수들한테 넓게 서 달라고 말해야겠네요.',
    minutesAfter: 150,
    likedBy: ['editor1'],
  },
  {
    contentKey: 'build-up-433',
    authorKey: 'user2',
    content: '센터백 하는 아들이 받자마자 뺏겨서 자신감을 잃었는데, 열린 몸 이야기 꼭 보여 줘야겠어요.',
    minutesAfter: 500,
  },
  {
    contentKey: 'build-up-433',
    authorKey: 'user7',
    content: '빌드업 때 6번이 너무 내려오는 문제, 딱 저희 팀 얘기네요. 좋은 정리 감사합니다.',
    minutesAfter: 2000,
  },
];
