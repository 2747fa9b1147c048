/** Default share card: the product name and a one-line tagline (spec section 2, share dialog). */
export const SHARE_TEXT = {
  title: '킥오프',
  description: '선수, 학부모, 지도자가 함께 만드는 유소년 축구 커뮤니티',
  /** The button under a KakaoTalk share card. */
  kakaoButton: '자세히 보기',
} as const;
