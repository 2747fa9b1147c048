/** A small seeded generator (mulberry32): the same seed text always gives the same numbers. */
export const seeded = (seedText: string) => {
  let seed = 0;
  for (const ch of seedText) seed = (Math.imul(seed, 31) + (ch.codePointAt(0) ?? 0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export type Random = ReturnType<typeof seeded>;

/** A whole number in [0, n). */
export const below = (random: Random, n: number): number => Math.floor(random() * n);

/** The list in a seeded order (Fisher–Yates). */
export const shuffled = <T>(random: Random, list: readonly T[]): T[] => {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = below(random, i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

/** Youth football scores: mostly 0 to 3 goals a side, now and then more. */
export const goals = (random: Random): number => {
  const r = random();
  return r < 0.25 ? 0 : r < 0.55 ? 1 : r < 0.78 ? 2 : r < 0.92 ? 3 : r < 0.98 ? 4 : 5;
};
