import type { DemoComment } from './types';

/** The Osgood article gets 23 top-level comments so that paging by 10 shows three pages. */
export const COMMENTS_1: DemoComment[] = [
  {
    contentKey: 'osgood',
    authorKey: 'user8',
    content:
      '초5 아들이 딱 이 증상이에요. 무릎 아래가 튀어나와서 만지면 아프다고 하는데 성장통인 줄만 알았네요. 정리 감사합니다.',
    minutesAfter: 12,
    likedBy: ['user3', 'user1'],
    replies: [
      {
        authorKey: 'editor2',
        content:
          '만졌을 때 아픈 곳이 무릎뼈 아래 볼록한 부위라면 오스굿일 가능성이 높아요. 한 번 진료를 받아 보시고, 스트레칭은 오늘부터 시작해 보세요.',
        minutesAfter: 40,
        mentionAuthorOfParent: true,
        likedBy: ['user8'],
      },
    ],
  },
  {
    contentKey: 'osgood',
    authorKey: 'user2',
    content:
      '통증 점수 기록하는 방법 좋네요. 아이한테 물어보면 맨날 괜찮다고만 해서 이제 숫자로 물어봐야겠어요.',
    minutesAfter: 25,
  },
  {
    contentKey: 'osgood',
    authorKey: 'user6',
    content:
      '저희 클럽에도 5, 6학년 중에 무릎 아프다는 친구들이 매년 몇 명씩 나옵니다. 훈련 전 루틴에 허벅지 앞 스트레칭 추가하겠습니다.',
    minutesAfter: 48,
    likedBy: ['editor2', 'user7'],
    replies: [
      {
        authorKey: 'editor2',
        content:
          '감독님 좋습니다! 훈련 전에는 가볍게 동적 스트레칭, 훈련 후에 정적 스트레칭을 30초씩 하시면 더 효과적이에요.',
        minutesAfter: 30,
        mentionAuthorOfParent: true,
      },
    ],
  },
  {
    contentKey: 'osgood',
    authorKey: 'user4',
    content:
      '중1 때 저도 오스굿 있었는데 1년 넘게 아팠어요. 그때 스트레칭 안 하고 그냥 참고 뛰었던 게 후회됩니다.',
    minutesAfter: 70,
    likedBy: ['user1', 'user8'],
  },
  {
    contentKey: 'osgood',
    authorKey: 'user8',
    content: '무릎 보호대는 어떤 걸 사야 하나요? 무릎 아래에 두르는 밴드를 추천받았는데 효과가 있을까요?',
    minutesAfter: 95,
    replies: [
      {
        authorKey: 'editor2',
        content:
          '슬개건 밴드는 힘줄이 당기는 힘을 조금 분산시켜 통증 완화에 도움이 되는 경우가 있어요. 너무 꽉 조이지 말고 손가락 하나 들어갈 정도로 착용하시고, 스트레칭과 꼭 함께 하세요.',
        minutesAfter: 55,
        mentionAuthorOfParent: true,
      },
    ],
  },
  {
    contentKey: 'osgood',
    authorKey: 'user3',
    content: '딸아이도 요즘 무릎이 아프다고 하는데 여자아이도 오스굿이 생기나요?',
    minutesAfter: 130,
    replies: [
      {
        authorKey: 'editor2',
        content:
          '네, 여자아이도 생깁니다. 여자아이는 성장 급증기가 조금 더 빨리 오는 편이라 더 이른 나이에 나타나기도 해요.',
        minutesAfter: 20,
        mentionAuthorOfParent: true,
        likedBy: ['user3'],
      },
    ],
  },
  {
    contentKey: 'osgood',
    authorKey: 'user7',
    content:
      '피지컬 코치 입장에서 덧붙이면, 통증 있는 선수는 점프 훈련 대신 자전거나 수영으로 체력을 유지시키는 것도 방법입니다.',
    minutesAfter: 180,
    likedBy: ['editor2', 'user6', 'user2'],
  },
  {
    contentKey: 'osgood',
    authorKey: 'user5',
    content:
      '고등학생인데 아직도 가끔 무릎 아래가 아파요. 성장판이 닫히면 괜찮아진다는데 보통 언제쯤 닫히나요?',
    minutesAfter: 240,
    replies: [
      {
        authorKey: 'editor2',
        content:
          '개인차가 커서 정확히는 엑스레이로 확인해야 해요. 고등학생인데 통증이 계속된다면 작은 뼛조각이 남아 있는 경우도 있으니 정형외과에서 한번 확인해 보세요.',
        minutesAfter: 60,
        mentionAuthorOfParent: true,
      },
    ],
  },
  {
    contentKey: 'osgood',
    authorKey: 'user8',
    content: '진료 예약했어요. 결과 나오면 후기 남길게요!',
    minutesAfter: 300,
  },
  {
    contentKey: 'osgood',
    authorKey: 'user2',
    content: '얼음찜질은 훈련 끝나고 바로 하는 게 좋나요, 집에 와서 해도 괜찮나요?',
    minutesAfter: 390,
    replies: [
      {
        authorKey: 'editor2',
        content:
          '가능하면 훈련 직후가 좋지만 집에 와서 하셔도 충분히 도움이 됩니다. 15분 정도, 피부에 직접 닿지 않게 해 주세요.',
        minutesAfter: 35,
        mentionAuthorOfParent: true,
      },
    ],
  },
  {
    contentKey: 'osgood',
    authorKey: 'user6',
    content:
      '훈련량 조절 기준을 통증 점수로 잡으니까 선수, 부모님과 이야기하기 훨씬 편하겠네요. 저장해 둡니다.',
    minutesAfter: 480,
  },
  {
    contentKey: 'osgood',
    authorKey: 'editor1',
    content:
      '현장에서도 성장기 선수의 무릎 통증은 지도자가 놓치기 쉬운 부분입니다. 코치님들께 꼭 공유하고 싶은 글이네요.',
    minutesAfter: 560,
    likedBy: ['user6', 'user7', 'admin'],
  },
  {
    contentKey: 'osgood',
    authorKey: 'user1',
    content: '저희 애는 아직 초3인데 형들 보니까 이 시기가 금방 오더라고요. 미리 알아 두니 든든합니다.',
    minutesAfter: 650,
  },
  {
    contentKey: 'osgood',
    authorKey: 'user4',
    content: '허벅지 앞 스트레칭 할 때 허리가 자꾸 꺾이는데 괜찮은 건가요?',
    minutesAfter: 760,
    replies: [
      {
        authorKey: 'editor2',
        content:
          '허리가 꺾이면 효과가 줄어요. 배에 살짝 힘을 주고 골반을 앞으로 민다는 느낌으로 해 보세요. 한 손으로 벽을 짚으면 훨씬 쉬워요.',
        minutesAfter: 45,
        mentionAuthorOfParent: true,
        likedBy: ['user4', 'user7'],
      },
      {
        authorKey: 'user4',
        content: '바로 해 봤는데 허벅지 앞이 확실히 더 당기네요! 감사합니다.',
        minutesAfter: 65,
      },
    ],
  },
  {
    contentKey: 'osgood',
    authorKey: 'user3',
    content: '여자축구 하는 아이들 부상 관리 글도 한번 써 주시면 좋겠어요.',
    minutesAfter: 900,
    likedBy: ['user8'],
    replies: [
      {
        authorKey: 'editor2',
        content: '좋은 제안 감사합니다. 여자 선수들에게 많은 무릎 부상 예방 운동을 다음 글로 준비해 볼게요.',
        minutesAfter: 90,
        mentionAuthorOfParent: true,
      },
    ],
  },
  {
    contentKey: 'osgood',
    authorKey: 'user1',
    content: '스트레칭 사진이나 영상이 있으면 더 좋을 것 같아요. 아이들이 자세를 자꾸 틀리게 해서요.',
    minutesAfter: 1020,
  },
  {
    contentKey: 'osgood',
    authorKey: 'user7',
    content: '오스굿 있는 선수들은 슈팅 훈련 때 킥 횟수에 제한을 두고 있어요. 확실히 통증 호소가 줄었습니다.',
    minutesAfter: 1150,
  },
  {
    contentKey: 'osgood',
    authorKey: 'user2',
    content: '중1 되면서 키가 10센티 컸는데 그때부터 무릎이 아프다고 했어요. 정말 성장 속도랑 관련이 있네요.',
    minutesAfter: 1260,
  },
  {
    contentKey: 'osgood',
    authorKey: 'user5',
    content: '골키퍼도 점프가 많아서 그런지 주변에 무릎 아픈 친구들이 많아요.',
    minutesAfter: 1380,
  },
  {
    contentKey: 'osgood',
    authorKey: 'user8',
    content:
      '병원에서 오스굿 진단받고 왔어요. 의사 선생님도 글에 있는 것과 같은 말씀을 하시네요. 마음이 놓여요.',
    minutesAfter: 1500,
    likedBy: ['user1', 'user3', 'editor2'],
  },
  {
    contentKey: 'osgood',
    authorKey: 'user6',
    content: '클럽 부모님 단톡방에 공유했습니다. 좋은 글 감사합니다.',
    minutesAfter: 1640,
  },
  {
    contentKey: 'osgood',
    authorKey: 'user4',
    content: '오늘 훈련 끝나고 얼음찜질 했어요. 내일 아침 통증 점수 적어 보겠습니다.',
    minutesAfter: 1800,
  },
  {
    contentKey: 'osgood',
    authorKey: 'user8',
    content: '오늘부터 아이랑 같이 스트레칭 시작했어요. 엄마가 같이 하니까 아이가 더 열심히 하네요.',
    minutesAfter: 1950,
    replies: [
      {
        authorKey: 'editor2',
        content: '부모님이 함께하시는 게 최고의 동기부여죠! 꾸준히 하시면 분명 좋아질 거예요.',
        minutesAfter: 60,
        mentionAuthorOfParent: true,
      },
    ],
  },
];
