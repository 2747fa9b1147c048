/** Korean names of LEVEL_1 .. LEVEL_10 (spec section 4), in level order. */
export const LEVEL_NAMES = [
  '알',
  '갓 태어난 병아리',
  '조금 자란 병아리',
  '사춘기 닭',
  '거의 다 자란 닭',
  '불꽃',
  '반쪽 불사조',
  '완성 직전의 불사조',
  '전설의 불사조',
  '궁극의 불사조',
] as const;
