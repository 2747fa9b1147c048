import type { Operation } from '../../src/contract/operation';
import type { FuzzWorld } from './fuzz-world';
import { TINY_PNG } from './fuzz-world';
import { encodeUrlText, NAUGHTY_STRINGS, urlText } from './hostile-values';
import type { Body, Case, FileKind } from './fuzz-case';

/** A fuzz case sent to the in-process app: what went out (for the report) and the answer. */
export type Sent = {
  readonly res: Response;
  /** `METHOD /path?query as actor [label]`, cut short, for the report. */
  readonly summary: string;
  /** Whether the request asked the notification stream to replay from the start. */
  readonly replay: boolean;
  /** Ends a streamed answer the check did not read to its end. */
  readonly abort: () => void;
};

export const urlOf = (
  op: Operation,
  params: Readonly<Record<string, unknown>>,
  query: readonly (readonly [string, unknown])[],
) => {
  const path = op.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => urlText(params[name] ?? '1'));
  const search = query
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeUrlText(key)}=${urlText(value)}`)
    .join('&');
  return search === '' ? path : `${path}?${search}`;
};

const GARBAGE = Uint8Array.from({ length: 512 }, (_, i) => (i * 131 + 7) % 256);
const CUPS_CSV =
  'cupId,cupName,place,playSDate,playEDate,uageGroup\nFUZZ1,퍼즈 대회,서울,2026-03-01,2026-03-05,U15\n';
const NAUGHTY_CSV = [
  'cupId,cupName,place,playSDate,playEDate,uageGroup',
  ...NAUGHTY_STRINGS.slice(0, 40).map(
    (s, i) => `N${i},"${s.replaceAll('"', '""')}",=cmd|' /C calc'!A0,2026-03-01,2026-02-30,U${i}`,
  ),
].join('\n');

let png: Buffer | undefined;
const fileBytes = async (kind: FileKind): Promise<Uint8Array> => {
  switch (kind) {
    case 'png':
      png ??= await TINY_PNG();
      return png;
    case 'garbage':
      return GARBAGE;
    case 'csv':
      return new TextEncoder().encode(CUPS_CSV);
    case 'naughty-csv':
      return new TextEncoder().encode(NAUGHTY_CSV);
    case 'json':
      return new TextEncoder().encode('{"cups":[{"cupId":1e999,"cupName":null}],"matches":"x"}');
    case 'empty':
      return new Uint8Array(0);
  }
};

const filler = new Map<number, Buffer>();

/** The request body and the Content-Type it goes with (none for a form: fetch sets the boundary). */
const bodyOf = async (
  body: Body,
  world: FuzzWorld,
): Promise<{ body?: BodyInit; type?: string; text: string }> => {
  switch (body.kind) {
    case 'none':
      return { text: '' };
    case 'json': {
      const text = JSON.stringify(world.resolve(body.value, false)) ?? '';
      return { body: text, type: 'application/json', text };
    }
    case 'text':
      return { body: body.text, type: body.contentType, text: body.text };
    case 'bytes':
      return {
        body: body.bytes as BodyInit,
        type: body.contentType,
        text: `bytes ${Buffer.from(body.bytes).toString('hex').slice(0, 80)}`,
      };
    case 'form': {
      const form = new FormData();
      form.set(body.field, new File([(await fileBytes(body.file)) as BlobPart], body.name));
      return { body: form, text: `form ${body.field}=${body.file} (${JSON.stringify(body.name)})` };
    }
    case 'oversized': {
      let bytes = filler.get(body.bytes);
      if (!bytes) {
        bytes = Buffer.alloc(body.bytes, 'a');
        filler.set(body.bytes, bytes);
      }
      return { body: bytes as unknown as BodyInit, type: body.contentType, text: `${body.bytes} bytes` };
    }
  }
};

const short = (text: string, max = 160) => {
  const escaped = JSON.stringify(text).slice(1, -1);
  return escaped.length > max ? `${escaped.slice(0, max)}…(${text.length} chars)` : escaped;
};

/** Sends one case to the in-process app. */
export const send = async (world: FuzzWorld, op: Operation, c: Case): Promise<Sent> => {
  const params = world.resolve(c.params, true) as Record<string, unknown>;
  const query = c.query.map(([key, value]) => [key, world.resolve(value, true)] as const);
  const url = urlOf(op, params, query);
  const { body, type, text } = await bodyOf(c.body, world);
  const headers: Record<string, string> = { ...c.headers };
  if (type !== undefined && headers['Content-Type'] === undefined) headers['Content-Type'] = type;
  if (type === '') delete headers['Content-Type'];
  const authorization = world.authorization(c.actor, c.forged);
  if (authorization !== undefined) headers.Authorization = authorization;
  const controller = new AbortController();
  const res = await world.t.app.request(url, {
    method: op.method.toUpperCase(),
    headers,
    body,
    signal: controller.signal,
  });
  const who = c.actor === 'forged' ? `Authorization ${short(authorization ?? '', 60)}` : c.actor;
  const extra = Object.entries(c.headers).map(([k, v]) => ` ${k}: ${v}`);
  return {
    res,
    summary: `${op.method.toUpperCase()} ${short(url)} as ${who} [${c.label}]${extra.join('')}${text ? ` body ${short(text)}` : ''}`,
    replay: c.headers['Last-Event-ID'] === '0',
    abort: () => controller.abort(),
  };
};
