import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { VALIDATION_TEXT } from '../domain/text/validation';
import { API_OPERATIONS } from './api';
import { IdValue, MAX_ID, multiLineText, queryInteger, singleLineText } from './common';
import type { Operation } from './operation';

/**
 * Every string and every number a request carries (path, query, body) is held to the contract's
 * building blocks (common.ts): a value that would pass but for one control character or lone surrogate
 * is refused, and an integer outside its range is refused. The two social-login navigations are left
 * out: their failures are pages, and their route checks each value itself (account.operations.ts).
 */

type Node = {
  readonly type: string;
  readonly entries?: Record<string, Node>;
  readonly wrapped?: Node;
  readonly item?: Node;
  readonly options?: readonly Node[];
};
type Leaf = { readonly where: string; readonly schema: v.GenericSchema; readonly type: string };

const WRAPPERS = new Set([
  'optional',
  'nullable',
  'nullish',
  'exact_optional',
  'undefinedable',
  'non_optional',
]);

/** The type under optional/nullable wrappers (a pipe keeps its first schema's type). */
const leafType = (node: Node): string =>
  WRAPPERS.has(node.type) && node.wrapped ? leafType(node.wrapped) : node.type;

/** Every field of a request schema, each with the whole schema that checks it (wrappers and pipes included). */
const leavesOf = (schema: Node, where: string): Leaf[] => {
  const type = leafType(schema);
  let inner = schema;
  while (WRAPPERS.has(inner.type) && inner.wrapped) inner = inner.wrapped;
  if (inner.entries)
    return Object.entries(inner.entries).flatMap(([key, child]) => leavesOf(child, `${where}.${key}`));
  if (inner.item) return leavesOf(inner.item, `${where}[]`);
  if (inner.options) return inner.options.flatMap((option, i) => leavesOf(option, `${where}|${i}`));
  return [{ where, schema: schema as unknown as v.GenericSchema, type }];
};

const isNavigation = (op: Operation) => op.produces === 'text/html';
const requestLeaves = API_OPERATIONS.filter((op) => !isNavigation(op)).flatMap((op) =>
  (['params', 'query', 'body'] as const).flatMap((part) => {
    const schema = op[part];
    return schema ? leavesOf(schema as unknown as Node, `${op.method} ${op.path} ${part}`) : [];
  }),
);
const stringLeaves = requestLeaves.filter((leaf) => leaf.type === 'string');
const numberLeaves = requestLeaves.filter((leaf) => leaf.type === 'number');

/** Plain values one of which each string field takes (an id, a word, an email, a token, a day, a cursor, a link). */
const PLAIN = [
  '1',
  '가나다라',
  'hostile@example.com',
  'password-1234',
  '2026-03-07',
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456',
  '1_1',
  'https://example.com/kickoff',
  // A page of this site (a 권리침해 신고 names one).
  'http://localhost:3000/article/1',
];
const HOSTILE = ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\ud800', '\udc00'];
const BAD_INTEGERS = [2 ** 31, 1e20, -1, 0, 1.5, Number.NaN, Number.POSITIVE_INFINITY];
const BAD_INTEGER_TEXTS = ['2147483648', '99999999999', '1e20', '-1', '1.5', '0x10', ' 1'];

const accepts = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;
const insert = (text: string, c: string) => {
  const i = Math.floor(text.length / 2);
  return text.slice(0, i) + c + text.slice(i);
};

describe('request fields', () => {
  it('finds the fields of every request', () => {
    const names = new Set(stringLeaves.map((leaf) => leaf.where.split(' ').at(-1)));
    for (const field of [
      'body.nickname',
      'body.job',
      'body.title',
      'body.content',
      'body.message',
      'query.keyword',
    ])
      expect(names).toContain(field);
    expect(numberLeaves.map((leaf) => leaf.where.split(' ').at(-1))).toEqual(
      expect.arrayContaining(['body.recipientId', 'body.mentionedUserId']),
    );
  });

  it.each(stringLeaves.map((leaf) => [leaf.where, leaf] as const))(
    '%s refuses a plain value with a control character or a lone surrogate in it',
    (_, leaf) => {
      const plain = PLAIN.find((value) => accepts(leaf.schema, value));
      expect(plain, 'no plain value passes: add one to PLAIN').toBeDefined();
      for (const c of HOSTILE) expect([c, accepts(leaf.schema, insert(plain ?? '', c))]).toEqual([c, false]);
    },
  );

  /** A number field's own upper bound (a pipe's maxValue, as 임시조치's 1-30 days), else an id's. */
  const maxOf = (schema: v.GenericSchema): number => {
    let node = schema as unknown as {
      type: string;
      wrapped?: unknown;
      pipe?: { type: string; requirement?: unknown }[];
    };
    while (WRAPPERS.has(node.type) && node.wrapped) node = node.wrapped as typeof node;
    const max = node.pipe?.find((item) => item.type === 'max_value')?.requirement;
    return typeof max === 'number' ? max : MAX_ID;
  };

  it.each(numberLeaves.map((leaf) => [leaf.where, leaf] as const))(
    '%s takes 1 to its maximum (2147483647 for an id) and refuses every other number',
    (_, leaf) => {
      const max = maxOf(leaf.schema);
      expect([accepts(leaf.schema, 1), accepts(leaf.schema, max)]).toEqual([true, true]);
      if (max < MAX_ID) expect(accepts(leaf.schema, max + 1)).toBe(false);
      for (const n of BAD_INTEGERS) expect([n, accepts(leaf.schema, n)]).toEqual([n, false]);
    },
  );

  it.each(stringLeaves.map((leaf) => [leaf.where, leaf] as const))(
    '%s, when it reads a number, refuses one out of range or not in plain digits',
    (_, leaf) => {
      const read = v.safeParse(leaf.schema, '1');
      if (!read.success || typeof read.output !== 'number') return;
      for (const text of BAD_INTEGER_TEXTS) expect([text, accepts(leaf.schema, text)]).toEqual([text, false]);
    },
  );
});

describe('the building blocks', () => {
  const reason = (schema: v.GenericSchema, value: unknown) =>
    v.safeParse(schema, value, { abortPipeEarly: true }).issues?.[0]?.message;

  it('refuse forbidden characters with the one Korean reason, after trimming when asked', () => {
    expect(reason(singleLineText(), 'a\u0000')).toBe(VALIDATION_TEXT.forbiddenCharacters);
    expect(reason(singleLineText(), 'a\tb')).toBe(VALIDATION_TEXT.forbiddenCharacters);
    expect(reason(multiLineText(), 'a\u001bb')).toBe(VALIDATION_TEXT.forbiddenCharacters);
    expect(v.parse(multiLineText(), 'a\tb\r\nc')).toBe('a\tb\r\nc');
    expect(v.parse(singleLineText({ trim: true }), ' 제목\n')).toBe('제목');
    expect(reason(singleLineText({ message: VALIDATION_TEXT.required }), 3)).toBe(VALIDATION_TEXT.required);
  });

  it('read integers only within range', () => {
    expect(reason(IdValue, MAX_ID + 1)).toBe(VALIDATION_TEXT.invalidNumber);
    expect(v.parse(queryInteger(1, 50), '50')).toBe(50);
    expect(reason(queryInteger(1, 50), '51')).toBe(VALIDATION_TEXT.invalidNumber);
    expect(reason(queryInteger(0, 999_999), '1000000')).toBe(VALIDATION_TEXT.invalidNumber);
  });
});
