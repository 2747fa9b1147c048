/** Korean reasons for invalid input, shared by the server's validation and the browser's forms. */
export const VALIDATION_TEXT = {
  required: '필수 입력 항목입니다.',
  email: '올바른 이메일 주소를 입력해 주세요.',
  passwordLength: '비밀번호는 8자 이상 64자 이하로 입력해 주세요.',
  nicknameLength: '닉네임은 2자 이상 16자 이하로 입력해 주세요.',
  nicknameChars: '닉네임은 한글, 영문, 숫자, 밑줄(_)만 사용할 수 있습니다.',
  jobLength: '소개 직업은 40자 이하로 입력해 주세요.',
  invalidNumber: '올바른 숫자가 아닙니다.',
  invalidValue: '올바른 값이 아닙니다.',
  tooLong: '입력이 너무 깁니다.',
  /** A request body over its operation's limit (413); `limit` is written like `1MB`. */
  bodyTooLarge: (limit: string) => `보낸 내용이 너무 큽니다. ${limit} 이하로 보내 주세요.`,
  /** A body sent to an operation that takes none (413). */
  bodyNotAccepted: '이 요청에는 내용을 보낼 수 없습니다.',
  /** A control character (NUL, ESC…) or a broken character (a lone surrogate): src/domain/text-input.ts. */
  forbiddenCharacters: '입력할 수 없는 문자(제어 문자나 깨진 문자)가 들어 있습니다.',
  emailTaken: '이미 가입된 이메일입니다.',
  nicknameTaken: '이미 사용 중인 닉네임입니다.',
  badCredentials: '이메일 또는 비밀번호가 올바르지 않습니다.',
} as const;
