/** Shown when a failed call carries no usable message (spec section 8). */
export const GENERIC_ERROR_TEXT = '오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

/**
 * Korean wording for the English messages the spec's server sends verbatim (section 5 and 8).
 * Our own server answers in Korean already; this keeps older or third-party messages readable.
 */
export const SERVER_MESSAGE_TEXT: Readonly<Record<string, string>> = {
  'Cannot Like Own Comment': '자신의 댓글에는 좋아요를 누를 수 없습니다.',
  'Cannot Like Own Article': '자신의 글에는 좋아요를 누를 수 없습니다.',
  'Only one consultation per day to the same user':
    '같은 사용자에게는 하루에 한 번만 상담을 요청할 수 있습니다.',
  Unauthorized: '로그인이 필요합니다.',
  'Too Many Requests': '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
};
