/** Relative-time phrases (spec section 9). */
export const TIME_TEXT = {
  justNow: '방금 전',
  minutesAgo: (minutes: number): string => `${minutes}분 전`,
  hoursAgo: (hours: number): string => `${hours}시간 전`,
} as const;
