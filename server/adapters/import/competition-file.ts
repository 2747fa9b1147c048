import { parse as parseCsv } from 'csv-parse/sync';
import { type Node, type ParseError, parseTree, printParseErrorCode } from 'jsonc-parser';
import { AGE_GROUPS } from '../../../src/domain/catalog';
import type { RawRecord, RecordKind } from '../../../src/domain/competition-records';
import { COMPETITION_IMPORT_TEXT as T } from '../../../src/domain/text/competition-import';

/*
 * Reads a competition file into rows with their line numbers, for src/domain/competition-records.ts to
 * check. JSON (positions from jsonc-parser, comments refused) in three shapes:
 *   - an array of rows;
 *   - `{ cups: [...], leagues: [...], matches: [...] }`;
 *   - the API's own shape, keyed by age group: `{ "U12": { cupInfo, cupMatches, leagueInfo, leagueMatches } }`;
 * or CSV (csv-parse) with a header row of the feed's field names. UTF-8 with or without a byte order
 * mark, or the Korean Windows code page (CP949/EUC-KR) that spreadsheet programs save CSV in; CRLF or LF.
 */

export type FileProblem = { readonly line: number; readonly reason: string };
export type ReadFile = { readonly records: RawRecord[] } | { readonly problem: FileProblem };

/** UTF-8 when the bytes are valid UTF-8, else the Korean Windows code page. */
export const decodeText = (bytes: Uint8Array): string => {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('euc-kr').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
};

const lineAt = (text: string, offset: number) => {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line += 1;
  return line;
};

const LIST_KINDS: Readonly<Record<string, RecordKind>> = {
  cups: 'cup',
  leagues: 'league',
  matches: 'match',
  cupInfo: 'cup',
  leagueInfo: 'league',
  cupMatches: 'match',
  leagueMatches: 'match',
};

/** The JS value of an object node's property, or of any node. */
const jsonValue = (node: Node): unknown => {
  switch (node.type) {
    case 'object':
      return Object.fromEntries(
        (node.children ?? []).map((p) => [
          p.children?.[0]?.value,
          p.children?.[1] && jsonValue(p.children[1]),
        ]),
      );
    case 'array':
      return (node.children ?? []).map(jsonValue);
    default:
      return node.value;
  }
};

const propertiesOf = (node: Node): [string, Node][] =>
  (node.children ?? []).flatMap((p) => {
    const [key, value] = p.children ?? [];
    return key && value ? [[String(key.value), value] as [string, Node]] : [];
  });

const readJson = (text: string): ReadFile => {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  if (first || !root)
    return {
      problem: {
        line: lineAt(text, first?.offset ?? 0),
        reason: first ? T.badJson(printParseErrorCode(first.error)) : T.emptyFile,
      },
    };
  const records: RawRecord[] = [];
  const addList = (list: Node, kind: RecordKind | undefined, ageGroup?: string) => {
    for (const item of list.children ?? []) {
      const fields = jsonValue(item);
      // The API shape names the age group once, as the key: rows may leave it out.
      const withGroup =
        ageGroup && typeof fields === 'object' && fields !== null && !Array.isArray(fields)
          ? { uageGroup: ageGroup, ...(fields as Record<string, unknown>) }
          : fields;
      records.push({ line: lineAt(text, item.offset), ...(kind ? { kind } : {}), fields: withGroup });
    }
  };
  if (root.type === 'array') {
    addList(root, undefined);
    return { records };
  }
  if (root.type !== 'object') return { problem: { line: 1, reason: T.jsonShape } };
  for (const [key, value] of propertiesOf(root)) {
    const kind = LIST_KINDS[key];
    if (kind && value.type === 'array') addList(value, kind);
    else if ((AGE_GROUPS as readonly string[]).includes(key) && value.type === 'object') {
      for (const [inner, list] of propertiesOf(value)) {
        const innerKind = LIST_KINDS[inner];
        if (innerKind && list.type === 'array') addList(list, innerKind, key);
      }
    }
  }
  return { records };
};

const readCsv = (text: string): ReadFile => {
  try {
    const rows = parseCsv(text.replace(/\r\n?/g, '\n'), {
      columns: (header: string[]) => header.map((h) => h.trim()),
      skip_empty_lines: true,
      info: true,
      raw: true,
    }) as { record: Record<string, string>; info: { lines: number }; raw: string }[];
    return {
      records: rows.map((row) => ({
        // `lines` is where the row ends; a quoted value may span lines.
        line: row.info.lines - (row.raw.trim().match(/\n/g)?.length ?? 0),
        fields: row.record,
      })),
    };
  } catch (error) {
    const e = error as { lines?: number; message?: string };
    return { problem: { line: e.lines ?? 1, reason: e.message ? T.badCsv(e.message) : T.unreadableFile } };
  }
};

/** JSON when the name says so or the text starts like JSON; CSV otherwise. */
export const readCompetitionFile = (bytes: Uint8Array, fileName = ''): ReadFile => {
  const text = decodeText(bytes);
  const json = /\.json$/i.test(fileName) || (!/\.csv$/i.test(fileName) && /^\s*[[{]/.test(text));
  return json ? readJson(text) : readCsv(text);
};
