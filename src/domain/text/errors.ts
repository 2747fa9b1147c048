import { BLOCK_MAX } from '../blocks';
import type { ServerMessage } from '../server-messages';
import { BLOCK_TEXT } from './blocks';

/** Shown when a failed call carries no usable message (spec section 8). */
export const GENERIC_ERROR_TEXT = '오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

/**
 * The one Korean text of each English message the server sends (src/domain/server-messages.ts). The
 * browser shows it instead of the English; a field reason the server gives is Korean already.
 */
export const SERVER_MESSAGE_TEXT: Readonly<Record<ServerMessage, string>> = {
  'Bad Request': '입력한 내용을 확인해 주세요.',
  Unauthorized: '로그인이 필요합니다.',
  Forbidden: '권한이 없습니다.',
  'Not Found': '찾을 수 없습니다.',
  'Method Not Allowed': '지원하지 않는 요청 방식입니다.',
  Conflict: '이미 처리된 요청입니다.',
  'Payload Too Large': '보낸 내용이 너무 큽니다.',
  'Too Many Requests': '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  'Bad credentials': '이메일 또는 비밀번호가 올바르지 않습니다.',
  'Article Not Found': '아티클을 찾을 수 없습니다.',
  'Post Not Found': '게시글을 찾을 수 없습니다.',
  'Comment Not Found': '댓글을 찾을 수 없습니다.',
  'User Not Found': '사용자를 찾을 수 없습니다.',
  'Image Not Found': '이미지를 찾을 수 없습니다.',
  'Notification Not Found': '알림을 찾을 수 없습니다.',
  'Cannot Like Own Article': '자신의 아티클에는 좋아요를 누를 수 없습니다.',
  'Cannot Like Own Post': '자신의 게시글에는 좋아요를 누를 수 없습니다.',
  'Cannot Like Own Comment': '자신의 댓글에는 좋아요를 누를 수 없습니다.',
  'Cannot Follow Yourself': '자기 자신은 팔로우할 수 없습니다.',
  'Cannot Consult Yourself': '자기 자신에게는 상담을 요청할 수 없습니다.',
  'Only one consultation per day to the same user':
    '같은 사용자에게는 하루에 한 번만 상담을 요청할 수 있습니다.',
  'Profile Incomplete': '가입을 마저 진행해 주세요.',
  'Profile Already Complete': '이미 가입을 마쳤습니다.',
  'Consent Required': '변경된 약관에 동의한 뒤 이용할 수 있습니다.',
  'Invalid Code': '로그인 정보가 만료되었습니다. 다시 시도해 주세요.',
  'Invalid Reset Token': '비밀번호 재설정 링크가 만료되었거나 올바르지 않습니다.',
  'Invalid Competition File': '대회 파일에 잘못된 행이 있어 가져오지 않았습니다.',
  'Cup Not Found': '대회를 찾을 수 없습니다.',
  'League Not Found': '리그를 찾을 수 없습니다.',
  'Team Not Found': '팀을 찾을 수 없습니다.',
  'Wrong Password': '비밀번호가 올바르지 않습니다.',
  'Consultation Not Found': '상담 요청을 찾을 수 없습니다.',
  'Consultation Already Closed': '이미 답변했거나 거절한 상담입니다.',
  'Already Reported': '이미 신고한 대상입니다. 검토가 끝날 때까지 기다려 주세요.',
  'Cannot Report Yourself': '자신의 글이나 계정은 신고할 수 없습니다.',
  'Cannot Block Yourself': BLOCK_TEXT.self,
  'Too Many Blocks': BLOCK_TEXT.limit(BLOCK_MAX),
  'Block Not Found': BLOCK_TEXT.notFound,
  'Consultation Unavailable': BLOCK_TEXT.consultationUnavailable,
  'Account Suspended': '이용이 정지된 계정입니다.',
  'Guardian Consent Pending': '보호자 동의를 기다리는 중입니다. 동의가 완료되면 글을 쓸 수 있어요.',
  'Cannot Consult A Child': '만 14세 미만 회원에게는 상담을 신청할 수 없습니다.',
  'Invalid Guardian Link': '보호자 동의 링크가 만료되었거나 올바르지 않습니다.',
};

/** The Korean text of a server message, or null when it is not one of ours. */
export const serverMessageText = (message: string): string | null =>
  Object.hasOwn(SERVER_MESSAGE_TEXT, message)
    ? (SERVER_MESSAGE_TEXT[message as ServerMessage] ?? null)
    : null;
