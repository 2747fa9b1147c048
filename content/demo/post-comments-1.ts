import type { DemoComment } from './types';

/**
 * Free-board comments on the newest posts. The sideline post gets 12 top-level comments, so its
 * comment list has two pages of 10.
 */
export const POST_COMMENTS_1: DemoComment[] = [
  {
    contentKey: 'p-rain-training',
    authorKey: 'user7',
    content: '반응 게임 좋네요. 저희는 실내에서 줄넘기 사다리 훈련도 같이 합니다.',
    minutesAfter: 20,
    likedBy: ['user6', 'user1'],
    replies: [
      {
        authorKey: 'user6',
        content: '사다리 좋죠! 다음 주에 바로 써 보겠습니다.',
        minutesAfter: 15,
        mentionAuthorOfParent: true,
      },
    ],
  },
  {
    contentKey: 'p-rain-training',
    authorKey: 'user1',
    content: '아이가 실내 훈련 날을 제일 좋아하는 이유를 이제 알겠네요 ㅎㅎ',
    minutesAfter: 70,
  },
  {
    contentKey: 'p-weekend-tournament',
    authorKey: 'user8',
    content: '그늘막 텐트 진짜 공감해요. 저희도 작년에 없어서 하루 종일 땡볕에 있었어요.',
    minutesAfter: 30,
    likedBy: ['user1'],
  },
  {
    contentKey: 'p-weekend-tournament',
    authorKey: 'user6',
    content: '감독님 말씀이 정말 좋네요. 저학년은 말하면서 하는 축구가 제일 중요합니다.',
    minutesAfter: 90,
    likedBy: ['user1', 'user3', 'user8'],
    replies: [
      {
        authorKey: 'user1',
        content: '네, 아이들이 이틀 만에 달라진 게 눈에 보여서 신기했어요.',
        minutesAfter: 40,
        mentionAuthorOfParent: true,
        likedBy: ['user6'],
      },
    ],
  },
  {
    contentKey: 'p-weekend-tournament',
    authorKey: 'user3',
    content: '주먹밥 팁 감사해요! 다음 대회 때 챙겨 갈게요.',
    minutesAfter: 400,
  },
  {
    contentKey: 'p-boots-recommend',
    authorKey: 'user7',
    content:
      '발볼 넓은 아이는 와이드 라스트 모델을 찾아보세요. 인조잔디 위주면 AG 스터드가 발목에 부담이 덜합니다.',
    minutesAfter: 45,
    likedBy: ['user2', 'user4'],
    replies: [
      {
        authorKey: 'user2',
        content: '와이드 라스트라는 말을 처음 알았네요. 그 기준으로 찾아보겠습니다.',
        minutesAfter: 30,
        mentionAuthorOfParent: true,
      },
    ],
  },
  {
    contentKey: 'p-boots-recommend',
    authorKey: 'user4',
    content: '저도 발볼이 넓은데 천연가죽 축구화가 한 달 신으니까 발에 맞게 늘어났어요.',
    minutesAfter: 120,
  },
  {
    contentKey: 'p-gk-gloves',
    authorKey: 'user4',
    content: '골키퍼 장갑이 이렇게 종류가 많은 줄 몰랐어요. 팀 골키퍼한테 공유할게요!',
    minutesAfter: 25,
  },
  {
    contentKey: 'p-gk-gloves',
    authorKey: 'user6',
    content: '훈련용, 경기용 나누는 거 정말 중요합니다. 저희 클럽 골키퍼들한테도 꼭 얘기해야겠어요.',
    minutesAfter: 160,
    likedBy: ['user5'],
  },
  {
    contentKey: 'p-coach-tip-first-touch',
    authorKey: 'user4',
    content: '벽치기 2번 루틴 해 봤는데 첫 터치로 옆으로 빼는 게 생각보다 어렵네요. 계속 해 볼게요.',
    minutesAfter: 60,
    likedBy: ['user7'],
    replies: [
      {
        authorKey: 'user7',
        content: '처음엔 공을 살짝 세게 차지 말고 천천히 해 보세요. 속도는 나중에 올리면 됩니다.',
        minutesAfter: 20,
        mentionAuthorOfParent: true,
        likedBy: ['user4'],
      },
    ],
  },
  {
    contentKey: 'p-coach-tip-first-touch',
    authorKey: 'user2',
    content: '아파트 주차장 벽에서 해도 될까요? 소음 때문에 눈치가 보여서요.',
    minutesAfter: 180,
  },
  {
    contentKey: 'p-coach-tip-first-touch',
    authorKey: 'user6',
    content: '저희 클럽 숙제로 내 주겠습니다. 좋은 팁 감사합니다.',
    minutesAfter: 600,
    likedBy: ['user7'],
  },
  {
    contentKey: 'p-parents-sideline',
    authorKey: 'user1',
    content: '세 가지 규칙 너무 좋아요. 저는 잘했을 때만 이름 부르기가 제일 어렵더라고요.',
    minutesAfter: 10,
    likedBy: ['user8', 'user3'],
  },
  {
    contentKey: 'p-parents-sideline',
    authorKey: 'user6',
    content:
      '저희 클럽은 학기 초에 학부모 응원 약속을 받습니다. 판정 항의는 감독만 하기로요. 생긴 뒤로 분위기가 확 좋아졌어요.',
    minutesAfter: 25,
    likedBy: ['user8', 'user1', 'user2', 'user7'],
    replies: [
      {
        authorKey: 'user8',
        content: '학부모 응원 약속 좋네요. 저희 팀에도 제안해 볼게요.',
        minutesAfter: 30,
        mentionAuthorOfParent: true,
      },
    ],
  },
  {
    contentKey: 'p-parents-sideline',
    authorKey: 'user2',
    content: '저도 찔리네요. 아이가 "아빠 목소리 들려서 부끄러웠어" 한 적이 있어요.',
    minutesAfter: 40,
    likedBy: ['user8'],
  },
  {
    contentKey: 'p-parents-sideline',
    authorKey: 'user3',
    content: '상대 팀 아이들한테도 박수 쳐 주는 부모님들 보면 정말 멋있어요.',
    minutesAfter: 55,
  },
  {
    contentKey: 'p-parents-sideline',
    authorKey: 'user7',
    content:
      '코치 입장에서 말씀드리면, 경기 중 부모님 지시가 들리면 아이들이 누구 말을 들어야 할지 혼란스러워합니다.',
    minutesAfter: 80,
    likedBy: ['user6', 'user8'],
  },
  {
    contentKey: 'p-parents-sideline',
    authorKey: 'user4',
    content: '선수 입장에서는 부모님이 조용히 지켜봐 주시는 게 제일 힘이 돼요.',
    minutesAfter: 120,
    likedBy: ['user1', 'user2', 'user8'],
  },
  {
    contentKey: 'p-parents-sideline',
    authorKey: 'user5',
    content: '골키퍼 뒤에서 계속 말씀하시는 분들도 있는데 집중이 정말 안 돼요 ㅠㅠ',
    minutesAfter: 150,
  },
  {
    contentKey: 'p-parents-sideline',
    authorKey: 'editor1',
    content: '좋은 글입니다. 응원은 결과가 아니라 노력에 해 주세요. 아이들은 그걸 정확히 기억합니다.',
    minutesAfter: 200,
    likedBy: ['user8', 'user1', 'user3', 'user6', 'user7'],
  },
  {
    contentKey: 'p-parents-sideline',
    authorKey: 'user1',
    content: '저희 팀은 경기 끝나고 부모들이 양 팀 아이들에게 하이파이브 터널을 만들어 줘요.',
    minutesAfter: 300,
  },
  {
    contentKey: 'p-parents-sideline',
    authorKey: 'user6',
    content: '하이파이브 터널 좋네요! 저희도 해 봐야겠습니다.',
    minutesAfter: 330,
  },
  {
    contentKey: 'p-parents-sideline',
    authorKey: 'user3',
    content: '이 글 팀 단체방에 공유해도 될까요?',
    minutesAfter: 500,
    replies: [
      {
        authorKey: 'user8',
        content: '그럼요, 많이 공유해 주세요!',
        minutesAfter: 20,
        mentionAuthorOfParent: true,
      },
    ],
  },
  {
    contentKey: 'p-parents-sideline',
    authorKey: 'user2',
    content: '다음 경기부터는 입 꾹 닫고 박수만 치겠습니다.',
    minutesAfter: 900,
    likedBy: ['user8'],
  },
  {
    contentKey: 'p-school-team-switch',
    authorKey: 'user1',
    content: '주 6회 훈련이면 공부 시간이 걱정되는데, 성적은 어떻게 관리하세요?',
    minutesAfter: 35,
    replies: [
      {
        authorKey: 'user2',
        content: '저녁에 한 시간 반 정도 숙제랑 복습만 합니다. 시간표 따로 올려 볼게요.',
        minutesAfter: 60,
        mentionAuthorOfParent: true,
      },
    ],
  },
  {
    contentKey: 'p-school-team-switch',
    authorKey: 'user4',
    content: '학교 축구부 처음 한 달은 진짜 힘들어요. 그래도 금방 적응합니다!',
    minutesAfter: 150,
    likedBy: ['user2'],
  },
  {
    contentKey: 'p-girls-football',
    authorKey: 'user8',
    content: '여자 전용 반 정보 정말 귀해요. 경기 남부 쪽도 정리되면 좋겠어요.',
    minutesAfter: 70,
  },
  {
    contentKey: 'p-girls-football',
    authorKey: 'user6',
    content: '저희 클럽도 내년에 여자 저학년 반을 열려고 준비 중입니다. 생기면 여기 알릴게요.',
    minutesAfter: 240,
    likedBy: ['user3'],
    replies: [
      {
        authorKey: 'user3',
        content: '꼭 알려 주세요! 주변에 기다리는 엄마들 많아요.',
        minutesAfter: 30,
        mentionAuthorOfParent: true,
      },
    ],
  },
  {
    contentKey: 'p-daily-log',
    authorKey: 'user5',
    content: '100일 대단하다! 나도 골키퍼 훈련 기록 시작해 볼게.',
    minutesAfter: 15,
    likedBy: ['user4'],
  },
  {
    contentKey: 'p-daily-log',
    authorKey: 'user7',
    content: '양을 줄이더라도 빼먹지 않는 것, 그게 제일 어려운 건데 잘하고 있어요. 테스트 응원합니다.',
    minutesAfter: 50,
    likedBy: ['user4', 'user2'],
  },
  {
    contentKey: 'p-daily-log',
    authorKey: 'editor1',
    content: '왼발 크로스가 열 개 중 여섯 개면 정말 많이 늘었네요. 다음 목표는 달리면서 차는 크로스입니다.',
    minutesAfter: 120,
    likedBy: ['user4'],
  },
];
