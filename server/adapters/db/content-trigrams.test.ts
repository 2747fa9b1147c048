import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, openTestDatabase } from '../../../tests/integration/helpers/test-database';
import type { Database } from './client';

/**
 * `content_trigrams` (migrations 0006 and 0008) against its definition, written plainly here: every
 * three characters inside the runs of lower(t) between ASCII characters other than letters and digits,
 * as a sorted set. The long word is what made the first version take minutes (its cost grew with the
 * square of a word's length): the linear one answers it like any other text.
 */
const definition = (text: string): string[] => {
  const set = new Set<string>();
  for (const run of text.toLowerCase().split(/[^0-9a-z\u0080-\u{10ffff}]+/u)) {
    const chars = [...run];
    for (let i = 0; i + 3 <= chars.length; i++) set.add(chars.slice(i, i + 3).join(''));
  }
  return [...set];
};

const TEXTS = [
  '',
  'ab',
  'abc',
  '유소년 축구, 골키퍼의 발목 부상!',
  'Pressing PRESS a-b École… 드리블…',
  '학부모\n학부상\t12345 x_y_z',
  '가'.repeat(7),
];
const syllables = '축구골키퍼발목부상학부모드리블';
const LONG_WORD = Array.from(
  { length: 200_000 },
  (_, i) => syllables[(i * 7 + (i >> 5)) % syllables.length],
).join('');

describe.each(ENGINES)('content_trigrams on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  }, 120_000);
  afterAll(() => database.close());

  const trigrams = async (text: string): Promise<string[]> => {
    const result = (await database.db.execute(sql`select content_trigrams(${text}) as t`)) as unknown as {
      rows: { t: string[] }[];
    };
    const value = result.rows[0]?.t;
    return [...(value ?? [])].sort();
  };

  it('is every three characters inside the runs between ASCII separators, as a set', async () => {
    for (const text of TEXTS) expect(await trigrams(text), text).toEqual(definition(text).sort());
  });

  it('indexes one 200,000-character word (the old version took minutes for a quarter of it)', async () => {
    expect(await trigrams(LONG_WORD)).toEqual(definition(LONG_WORD).sort());
  }, 120_000);
});
