/**
 * The date of birth field (issue 23), apart from MINORS_TEXT: the sign-up schema and form carry only
 * these few words, not the guardian pages' texts.
 */
export const BIRTH_DATE_TEXT = {
  label: '생년월일',
  required: '생년월일을 입력해 주세요.',
  invalid: '올바른 생년월일을 입력해 주세요.',
} as const;
