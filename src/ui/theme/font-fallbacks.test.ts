import { describe, expect, it } from 'vitest';
import { FALLBACK_FAMILIES, FALLBACK_FONT_FACES } from './font-fallbacks';
import { FONT_FAMILY } from './tokens';

describe('Pretendard stand-ins', () => {
  it('are named in the page font list, after Pretendard and before the system fonts', () => {
    const families = FONT_FAMILY.split(',').map((name) => name.trim().replace(/^'|'$/g, ''));
    const system = families.indexOf('-apple-system');
    expect(families.slice(0, 2)).toEqual(['Pretendard Variable', 'Pretendard']);
    for (const family of Object.values(FALLBACK_FAMILIES)) {
      const at = families.indexOf(family);
      expect(at).toBeGreaterThan(1);
      expect(at).toBeLessThan(system);
    }
  });

  it('keep Pretendard line metrics on every face, whatever its size-adjust', () => {
    const faces = FALLBACK_FONT_FACES.split('@font-face').slice(1);
    expect(faces.length).toBeGreaterThan(9);
    for (const face of faces) {
      const value = (name: string) => Number(new RegExp(`${name}: ([\\d.]+)%`).exec(face)?.[1]);
      const adjust = value('size-adjust') / 100;
      // ascent and descent apply to the adjusted size: times it, they are Pretendard's 0.952 and 0.241 em.
      expect((value('ascent-override') / 100) * adjust).toBeCloseTo(0.952, 3);
      expect((value('descent-override') / 100) * adjust).toBeCloseTo(0.241, 3);
      expect(face).toMatch(/unicode-range: U\+/);
      expect(face).toMatch(/src: local\('/);
    }
  });
});
