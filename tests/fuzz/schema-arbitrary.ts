import fc from 'fast-check';
import * as v from 'valibot';
import { isCalendarDate } from '../../src/domain/calendar-date';
import { isCalendarDay } from '../../src/domain/competition-dates';
import { MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from '../../src/domain/text-input';
import { HUGE_NUMBERS, LEAK, NAUGHTY_STRINGS, NUMBER_TEXTS } from './hostile-values';

/**
 * fast-check arbitraries read off a contract's valibot schemas: the values a schema takes (valid), the
 * values at and just past its limits (boundary). The schema is walked as data: its type, its wrapped,
 * entries, item and options, and the actions of its pipes (lengths, ranges, patterns, email, checks).
 */

/** The parts of a valibot schema or action this walk reads. */
export type Node = {
  readonly kind?: string;
  readonly type: string;
  readonly pipe?: readonly Node[];
  readonly wrapped?: Node;
  readonly entries?: Readonly<Record<string, Node>>;
  readonly item?: Node;
  readonly options?: readonly unknown[];
  readonly literal?: unknown;
  readonly requirement?: unknown;
};

/** A row of the fuzz world (a user, an article, a comment) chosen when the request is sent. */
export class Ref {
  constructor(
    readonly pool: string,
    readonly pick: number,
  ) {}
}

/** Which pool of existing rows a field's ids come from (by field name), if any. */
export type Pools = (field: string) => string | undefined;

/** A schema's innermost type and every action of its pipes, in the order they run. */
export const flatten = (schema: Node): { base: Node; actions: readonly Node[] } => {
  if (!schema.pipe) return { base: schema, actions: [] };
  const [first, ...rest] = schema.pipe;
  if (!first || first === schema) return { base: schema, actions: rest };
  const inner = flatten(first);
  return { base: inner.base, actions: [...inner.actions, ...rest] };
};

const requirementOf = (actions: readonly Node[], type: string) =>
  actions.find((a) => a.type === type)?.requirement;

const numberOf = (actions: readonly Node[], type: string): number | undefined => {
  const r = requirementOf(actions, type);
  return typeof r === 'number' ? r : undefined;
};

/** The text rule every string starts with says which characters; a field's own pattern says more. */
const ownPattern = (actions: readonly Node[]): RegExp | undefined =>
  actions
    .filter((a) => a.type === 'regex')
    .map((a) => a.requirement as RegExp)
    .find((r) => r.source !== SINGLE_LINE_TEXT.source && r.source !== MULTI_LINE_TEXT.source);

/** The fields of an object schema (through a pipe around it), by name. */
export const entriesOf = (schema: unknown): [string, Node][] => {
  const node = schema as Node | undefined;
  return Object.entries((node?.pipe?.[0] ?? node)?.entries ?? {});
};

/** A string field that carries a number (a path id, a page): its text becomes a number in the pipe. */
export const readsNumber = (schema: Node): boolean => {
  const { base, actions } = flatten(schema);
  if (base.type === 'optional' && base.wrapped) return readsNumber(base.wrapped);
  return base.type === 'string' && actions.some((a) => a.type === 'transform' || a.type === 'min_value');
};

export const WRAPPERS = new Set(['optional', 'exact_optional', 'nullish', 'undefinedable', 'nullable']);

/** Replaces every Ref by a value of its kind, so a whole value can be checked with the schema. */
const standIn = (value: unknown, asText: boolean): unknown => {
  if (value instanceof Ref) return asText ? '1' : 1;
  if (Array.isArray(value)) return value.map((x) => standIn(x, asText));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, x]) => [k, standIn(x, asText)]));
  return value;
};

/** Whether the schema takes the value, each Ref counted as an existing row. */
export const takes = (schema: Node, value: unknown, asText: boolean): boolean =>
  v.is(schema as unknown as v.GenericSchema, standIn(value, asText));

/**
 * The first of a few values that passes `ok`, else the first value: a bounded filter, for checks a
 * generator seldom meets (two fields that must be equal), where fast-check's filter could spin.
 */
const oneThatPasses = <T>(arb: fc.Arbitrary<T>, ok: (value: T) => boolean): fc.Arbitrary<T> =>
  fc.array(arb, { minLength: 8, maxLength: 8 }).map((values) => values.find(ok) ?? (values[0] as T));

const hangulWord = fc
  .array(fc.integer({ min: 0xac00, max: 0xd7a3 }), { minLength: 1, maxLength: 5 })
  .map((codes) => String.fromCharCode(...codes));

/** Text a person might type: Korean words, printable Unicode, naughty strings (those a field takes). */
const humanText = (maxLength: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.array(hangulWord, { minLength: 1, maxLength: 6 }).map((w) => w.join(' ')) },
    {
      weight: 2,
      arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: Math.min(maxLength, 60) }),
    },
    { weight: 2, arbitrary: fc.constantFrom(...NAUGHTY_STRINGS) },
    {
      weight: 1,
      arbitrary: fc.array(fc.nat(0xffff), { maxLength: 30 }).map((u) => String.fromCharCode(...u)),
    },
  );

const DAY = fc
  .date({ min: new Date('2026-02-20T00:00:00Z'), max: new Date('2026-04-10T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** A date of birth the sign-up takes (issue 23, required): in the past, after 1900, children among them. */
const BIRTH_DAY = fc
  .date({ min: new Date('1930-01-01T00:00:00Z'), max: new Date('2020-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** Checks the walk knows how to satisfy (a `v.check` is a function; only a few have a generator). */
const CHECKED: ReadonlyMap<unknown, fc.Arbitrary<string>> = new Map([
  [isCalendarDay, DAY],
  [isCalendarDate, BIRTH_DAY],
]);

const validString = (schema: Node, actions: readonly Node[], pools: Pools, field: string) => {
  const pool = pools(field);
  if (pool) return fc.nat().map((pick) => new Ref(pool, pick));
  const checked = actions.map((a) => CHECKED.get(a.requirement)).find((arb) => arb !== undefined);
  const max = numberOf(actions, 'max_length') ?? 200;
  const pattern = ownPattern(actions);
  const raw: fc.Arbitrary<string> = checked
    ? checked
    : actions.some((a) => a.type === 'email')
      ? fc.oneof(
          fc.emailAddress({ size: 'small' }),
          fc.nat(50).map((n) => `fuzz${n}@example.com`),
        )
      : pattern
        ? fc.stringMatching(pattern, { size: 'small' })
        : humanText(max);
  return oneThatPasses(
    raw.filter((s) => !LEAK.test(s)),
    (s) => takes(schema, s, true),
  );
};

const validNumber = (schema: Node, actions: readonly Node[], pools: Pools, field: string) => {
  const pool = pools(field);
  const min = numberOf(actions, 'min_value') ?? 0;
  const max = numberOf(actions, 'max_value') ?? 1000;
  const range = fc.integer({ min, max });
  if (!pool) return range;
  return fc.oneof(
    { weight: 4, arbitrary: fc.nat().map((pick): unknown => new Ref(pool, pick)) },
    { weight: 1, arbitrary: range.filter((n) => takes(schema, n, false)) },
  );
};

/**
 * A field named `<name>Confirm` repeats `<name>` (a new password typed twice): the one cross-field rule
 * random values would never meet.
 */
const confirmed = (value: Record<string, unknown>): Record<string, unknown> => {
  const out = { ...value };
  for (const key of Object.keys(out))
    if (key.endsWith('Confirm') && key.slice(0, -7) in out) out[key] = out[key.slice(0, -7)];
  return out;
};

/**
 * Values the schema takes. Ids of fields that name a pool are mostly Refs to existing rows, so valid
 * requests reach the use cases rather than stopping at "not found".
 */
export const validOf = (schema: Node, pools: Pools, field = ''): fc.Arbitrary<unknown> => {
  const { base, actions } = flatten(schema);
  switch (base.type) {
    case 'optional':
    case 'exact_optional':
    case 'nullish':
    case 'undefinedable':
      return fc.option(validOf(base.wrapped as Node, pools, field), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(validOf(base.wrapped as Node, pools, field), { nil: null, freq: 4 });
    case 'object':
    case 'loose_object':
    case 'strict_object': {
      const entries = Object.entries(base.entries ?? {});
      const record = fc
        .tuple(...entries.map(([key, entry]) => validOf(entry, pools, key)))
        .map((values) =>
          confirmed(
            Object.fromEntries(
              values.flatMap((value, i) => (value === undefined ? [] : [[entries[i]?.[0] as string, value]])),
            ),
          ),
        );
      return actions.length > 0 ? oneThatPasses(record, (x) => takes(schema, x, true)) : record;
    }
    case 'array':
      return fc.array(validOf(base.item as Node, pools, field), {
        maxLength: Math.min(numberOf(actions, 'max_length') ?? 4, 4),
      });
    case 'picklist':
      return fc.constantFrom(...(base.options ?? []));
    case 'literal':
      return fc.constant(base.literal);
    case 'union':
    case 'variant':
      return fc.oneof(...(base.options as Node[]).map((option) => validOf(option, pools, field)));
    case 'string':
      return validString(schema, actions, pools, field);
    case 'number':
      return validNumber(schema, actions, pools, field);
    case 'boolean':
      return fc.boolean();
    default:
      return fc.constant({});
  }
};

/**
 * Texts of `n` UTF-16 units: Latin and Korean words, and emoji (two units each). One word runs the whole
 * length only up to LONGEST_WORD: content_trigrams (migration 0006) takes time quadratic in a word's
 * length, a known problem reported with this suite, which would otherwise hold one request for minutes.
 */
const textsOfLength = (n: number): string[] => [
  'ab '.repeat(Math.ceil(n / 3)).slice(0, n),
  '가나다 '.repeat(Math.ceil(n / 4)).slice(0, n),
  '😀 '.repeat(Math.floor(n / 3)) + 'a'.repeat(n % 3),
  ...(n <= LONGEST_WORD ? ['a'.repeat(n), '가'.repeat(n)] : []),
];

export const LONGEST_WORD = 2000;

/** Values at a schema's limits and just past them, for one field. */
export const boundaryOf = (schema: Node): readonly unknown[] => {
  const { base, actions } = flatten(schema);
  if (WRAPPERS.has(base.type) && base.wrapped) return [null, ...boundaryOf(base.wrapped)];
  const min = numberOf(actions, 'min_length') ?? numberOf(actions, 'min_value');
  const max = numberOf(actions, 'max_length') ?? numberOf(actions, 'max_value');
  switch (base.type) {
    case 'string': {
      if (readsNumber(schema))
        return [
          ...NUMBER_TEXTS,
          ...[min, max].flatMap((n) => (n === undefined ? [] : [n - 1, n, n + 1])),
        ].map(String);
      const lengths = [min, max]
        .flatMap((n) => (n === undefined ? [] : [n - 1, n, n + 1]))
        .filter((n) => n >= 0);
      return ['', ' ', '   ', '\t', '\n', ...lengths.flatMap(textsOfLength)];
    }
    case 'number':
      return [...HUGE_NUMBERS, ...[min, max].flatMap((n) => (n === undefined ? [] : [n - 1, n + 1]))];
    case 'picklist':
      return (base.options as string[]).flatMap((o) => [
        String(o).toLowerCase(),
        ` ${String(o)}`,
        `${String(o)}\u0000`,
      ]);
    case 'literal':
      return [
        String(base.literal),
        base.literal === true ? 1 : null,
        typeof base.literal === 'string' ? '' : false,
      ];
    case 'array':
      return [[], max === undefined ? [null] : Array.from({ length: max + 1 }, () => 'x')];
    case 'boolean':
      return ['true', 1, 0];
    case 'union':
    case 'variant':
      return (base.options as Node[]).flatMap(boundaryOf);
    default:
      return [null];
  }
};
