import fc from 'fast-check';
import { bodyLimit, type Operation } from '../../src/contract/operation';
import type { Actor } from './fuzz-world';
import { type Body, type FileKind, keep, label, type Mutation } from './fuzz-case';
import { hostileJson, hostileText, hostileUrlText, staysInSegment, WRONG_TYPES } from './hostile-values';
import { boundaryOf, entriesOf, type Node } from './schema-arbitrary';
import { dropIn as dropPath, leavesOf, setIn as setPath } from './value-paths';

/**
 * The changes a fuzz case makes to a valid request, each read off the operation's schemas: a path
 * parameter, a query value or a body field at its limit or hostile, a field missing or extra, the body's
 * shape or type, an upload's form, a header.
 */

/** Boundary values that fit in a URL (text), or the empty string. */
const textBoundary = (schema: Node): fc.Arbitrary<unknown> =>
  fc.constantFrom('', ...boundaryOf(schema).filter((x) => typeof x === 'string'));

export const weighted = <T>(...options: [number, fc.Arbitrary<T>][]) =>
  fc.oneof(...options.filter(([w]) => w > 0).map(([weight, arbitrary]) => ({ weight, arbitrary })));

export const ACTOR = weighted<Actor>(
  [2, fc.constant('visitor')],
  [3, fc.constant('user')],
  [3, fc.constant('admin')],
  [1, fc.constant('forged')],
);

/** The multipart field an upload reads, as its summary states it (`image`), else `file`. */
const formField = (op: Operation) => /Multipart field `(\w+)`/.exec(op.summary ?? '')?.[1] ?? 'file';

const RAW_BODIES = [
  '{',
  '{"a":',
  '[',
  'null',
  '"text"',
  '12',
  '\ufeff{}',
  '{"title":"a","title":"b"}',
  '{"a":1e999}',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
  '\u0000',
  'a=1&b=2',
];

export const mutateParams = (op: Operation): fc.Arbitrary<Mutation> | undefined => {
  const entries = entriesOf(op.params);
  if (entries.length === 0) return undefined;
  return fc.constantFrom(...entries).chain(([key, schema]) =>
    fc
      .oneof(textBoundary(schema), hostileUrlText)
      .filter(staysInSegment)
      .map(
        (value): Mutation =>
          (c) =>
            label({ ...c, params: { ...c.params, [key]: value } }, `param ${key}`),
      ),
  );
};

export const mutateQuery = (op: Operation): fc.Arbitrary<Mutation> => {
  const entries = entriesOf(op.query);
  const extra = fc.tuple(fc.constantFrom('__proto__', 'constructor', 'page[]', '', 'x'), hostileUrlText).map(
    ([key, value]): Mutation =>
      (c) =>
        label({ ...c, query: [...c.query, [key, value]] }, 'query extra'),
  );
  // An operation without a query still gets one: it must ignore it.
  if (entries.length === 0) return extra;
  const field = fc.constantFrom(...entries).chain(([key, schema]) =>
    fc.oneof(textBoundary(schema), hostileUrlText).map(
      (value): Mutation =>
        (c) =>
          label({ ...c, query: [...c.query.filter(([k]) => k !== key), [key, value]] }, `query ${key}`),
    ),
  );
  const repeated = fc.constantFrom(...entries.map(([key]) => key)).map(
    (key): Mutation =>
      (c) =>
        label({ ...c, query: [...c.query, [key, '2'], [key, '']] }, 'query twice'),
  );
  return weighted([6, field], [1, extra], [1, repeated]);
};

export const mutateJsonBody = (op: Operation): fc.Arbitrary<Mutation> => {
  const leaves = leavesOf(op.body as Node);
  const set =
    (path: readonly (string | number)[], value: unknown): Mutation =>
    (c) => {
      const body = c.body.kind === 'json' ? c.body.value : {};
      return label(
        { ...c, body: { kind: 'json', value: setPath(body, path, value) } },
        `body ${path.join('.')}`,
      );
    };
  const field =
    leaves.length === 0
      ? fc.constant(keep)
      : fc
          .constantFrom(...leaves)
          .chain((leaf) =>
            weighted([1, fc.constantFrom(...boundaryOf(leaf.schema))], [1, hostileJson]).map((value) =>
              set(leaf.path, value),
            ),
          );
  const missing =
    leaves.length === 0
      ? fc.constant(keep)
      : fc.constantFrom(...leaves).map(
          (leaf): Mutation =>
            (c) => {
              const body = c.body.kind === 'json' ? c.body.value : {};
              return label(
                { ...c, body: { kind: 'json', value: dropPath(body, leaf.path) } },
                'body missing',
              );
            },
        );
  const extra = fc
    .tuple(fc.constantFrom('__proto__', 'constructor', 'id', 'authorId', 'role', 'isDraft', 'x'), hostileJson)
    .map(
      ([key, value]): Mutation =>
        (c) => {
          const body =
            c.body.kind === 'json' && c.body.value && typeof c.body.value === 'object' ? c.body.value : {};
          return label({ ...c, body: { kind: 'json', value: { ...body, [key]: value } } }, 'body extra');
        },
    );
  const root = fc.constantFrom(...WRONG_TYPES).map(
    (value): Mutation =>
      (c) =>
        label({ ...c, body: { kind: 'json', value } }, 'body root'),
  );
  const raw = fc
    .tuple(
      fc.constantFrom(...RAW_BODIES),
      fc.constantFrom('application/json', 'text/plain', 'application/json; charset=latin1'),
    )
    .map(
      ([text, contentType]): Mutation =>
        (c) =>
          label({ ...c, body: { kind: 'text', text, contentType } }, 'body raw'),
    );
  // Bytes that are no UTF-8: a lone continuation byte, an overlong slash, an encoded surrogate, UTF-16.
  const bytes = fc
    .constantFrom(
      Buffer.from('{"title":"\xff\xfe","content":"\x80"}', 'latin1'),
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]),
      Buffer.from([0x22, 0xed, 0xa0, 0x80, 0x22]),
      Buffer.from('{"title":"가"}', 'utf16le'),
    )
    .map(
      (raw): Mutation =>
        (c) =>
          label(
            { ...c, body: { kind: 'bytes', bytes: new Uint8Array(raw), contentType: 'application/json' } },
            'body bytes',
          ),
    );
  const typed = fc
    .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '')
    .map(
      (contentType): Mutation =>
        (c) => {
          const text = c.body.kind === 'json' ? JSON.stringify(c.body.value) : '';
          return label({ ...c, body: { kind: 'text', text, contentType } }, 'body type');
        },
    );
  return weighted(
    [8, field],
    [2, missing],
    [1, extra],
    [1, root],
    [2, raw],
    [1, bytes],
    [1, typed],
    [1, oversized(op)],
  );
};

const oversized = (op: Operation) =>
  fc.constantFrom('application/json', 'text/plain', 'application/octet-stream').map(
    (contentType): Mutation =>
      (c) =>
        label({ ...c, body: { kind: 'oversized', bytes: bodyLimit(op) + 1, contentType } }, 'body oversized'),
  );

const FILE_NAMES = ['fuzz.png', 'fuzz.csv', 'fuzz.json', '../../etc/passwd', '', '가.csv', 'a\u0000.png'];

export const formBody = (op: Operation): fc.Arbitrary<Body> =>
  fc
    .record({
      field: weighted([6, fc.constant(formField(op))], [1, fc.constantFrom('file', 'image', 'x', '')]),
      file: fc.constantFrom<FileKind>('png', 'garbage', 'csv', 'json', 'naughty-csv', 'empty'),
      name: fc.constantFrom(...FILE_NAMES),
    })
    .map((form) => ({ kind: 'form' as const, ...form }));

export const mutateForm = (op: Operation): fc.Arbitrary<Mutation> =>
  weighted(
    [
      3,
      formBody(op).map(
        (body): Mutation =>
          (c) =>
            label({ ...c, body }, 'form'),
      ),
    ],
    [
      1,
      fc.constantFrom(...RAW_BODIES, '--x\r\n\r\n--x--').map(
        (text): Mutation =>
          (c) =>
            label(
              { ...c, body: { kind: 'text', text, contentType: 'multipart/form-data; boundary=x' } },
              'form raw',
            ),
      ),
    ],
    [1, oversized(op)],
  );

/** A stray body to an operation that takes none: small ones are dropped, large ones refused. */
export const strayBody = (op: Operation): fc.Arbitrary<Mutation> | undefined =>
  op.method === 'get'
    ? undefined
    : weighted(
        [
          2,
          fc
            .oneof(
              fc.constant('{}'),
              hostileText.filter((s) => s.length < 900),
            )
            .map(
              (text): Mutation =>
                (c) =>
                  label(
                    { ...c, body: { kind: 'text', text, contentType: 'application/json' } },
                    'stray body',
                  ),
            ),
        ],
        [1, oversized(op)],
      );

const HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Type', 'application/json; charset=utf-16'],
  ['Accept-Encoding', 'br'],
  ['Accept-Encoding', 'gzip, deflate'],
  ['Last-Event-ID', '0'],
  ['Last-Event-ID', '-1'],
  ['Last-Event-ID', '99999999999999999999'],
  ['Last-Event-ID', 'abc'],
  ['X-Forwarded-For', '1.2.3.4, 5.6.7.8'],
  ['Cookie', 'kickoff_visitor=%00; kickoff_oauth=garbage'],
  ['Accept', 'text/event-stream'],
  ['Origin', 'https://evil.example'],
];

export const mutateHeaders = fc.constantFrom(...HEADERS).map(
  ([name, value]): Mutation =>
    (c) =>
      label({ ...c, headers: { ...c.headers, [name]: value } }, `header ${name}`),
);
