/**
 * The words of the feed's `round` field that name a cup's stages, as Korean fixtures lists write them:
 * groups "A조", "조별리그 B조 2차전", "가조"; knockout rounds "16강", "8강", "4강" or "준결승",
 * "3·4위전" or "3위 결정전", "결승". src/domain/cup-stages.ts builds its patterns from these.
 */
export const ROUND_WORDS = {
  group: '조',
  roundOf: '강',
  semiFinal: '준결승',
  final: '결승',
  place: '위',
  decider: '결정',
  /** Groups lettered in Hangul, in order. */
  groupLetters: '가나다라마바사아자차카타파하',
} as const;
