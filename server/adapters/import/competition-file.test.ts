import { describe, expect, it } from 'vitest';
import { readCompetitionFile } from './competition-file';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('readCompetitionFile', () => {
  it('reads CSV with a byte order mark, CRLF, Korean text and quoted line breaks, keeping each row’s line', () => {
    const csv =
      '\uFEFFcupId,cupName,place,playSDate,playEDate,uageGroup\r\n' +
      'C1,"제12회 한빛배, 전국 대회",경주,2026-03-01,2026-03-05,U12\r\n' +
      '\r\n' +
      'C2,"두 줄\r\n이름",서울,2026-04-01,2026-04-02,U11\r\n' +
      'C3,금석배,군산,2026-05-01,2026-05-03,U15\r\n';
    const read = readCompetitionFile(utf8(csv), 'cups.csv');
    expect(read).toEqual({
      records: [
        {
          line: 2,
          fields: {
            cupId: 'C1',
            cupName: '제12회 한빛배, 전국 대회',
            place: '경주',
            playSDate: '2026-03-01',
            playEDate: '2026-03-05',
            uageGroup: 'U12',
          },
        },
        { line: 4, fields: expect.objectContaining({ cupId: 'C2', cupName: '두 줄\n이름' }) },
        { line: 6, fields: expect.objectContaining({ cupId: 'C3', cupName: '금석배' }) },
      ],
    });
  });

  it('reads CSV saved in the Korean Windows code page', () => {
    // "homeTeam\n한빛초\n" in CP949: 한 C7D1, 빛 BAFB, 초 C3CA.
    const bytes = Uint8Array.from([...utf8('homeTeam\n'), 0xc7, 0xd1, 0xba, 0xfb, 0xc3, 0xca, 0x0a]);
    expect(readCompetitionFile(bytes, 'm.csv')).toEqual({
      records: [{ line: 2, fields: { homeTeam: '한빛초' } }],
    });
  });

  it('reports a broken CSV with its line', () => {
    const read = readCompetitionFile(utf8('cupId,cupName\nC1,"open\nC2,x\n'), 'x.csv');
    expect(read).toMatchObject({
      problem: { line: expect.any(Number), reason: expect.stringContaining('CSV') },
    });
    expect(readCompetitionFile(utf8('a,b\n1,2,3\n'))).toMatchObject({ problem: { line: 2 } });
  });

  it('reads the three JSON shapes with each row’s line and kind', () => {
    const list = '[\n  {"cupId": "C1"},\n  {"homeTeam": "가"}\n]';
    expect(readCompetitionFile(utf8(list))).toEqual({
      records: [
        { line: 2, fields: { cupId: 'C1' } },
        { line: 3, fields: { homeTeam: '가' } },
      ],
    });
    const named = '\uFEFF{\r\n"cups": [{"cupId": "C1"}],\r\n"matches": [\r\n{"homeTeam": "가"}]}';
    expect(readCompetitionFile(utf8(named), 'feed.json')).toEqual({
      records: [
        { line: 2, kind: 'cup', fields: { cupId: 'C1' } },
        { line: 4, kind: 'match', fields: { homeTeam: '가' } },
      ],
    });
    const api =
      '{"U12": {"cupInfo": [{"cupId": "C1"}],\n "cupMatches": [{"homeTeam": "가", "uageGroup": "U12"}]},\n "U15": {"leagueInfo": [{"leagueId": "L"}]}}';
    expect(readCompetitionFile(utf8(api))).toEqual({
      records: [
        { line: 1, kind: 'cup', fields: { uageGroup: 'U12', cupId: 'C1' } },
        { line: 2, kind: 'match', fields: { homeTeam: '가', uageGroup: 'U12' } },
        { line: 3, kind: 'league', fields: { uageGroup: 'U15', leagueId: 'L' } },
      ],
    });
  });

  it('reports malformed JSON with its line', () => {
    expect(readCompetitionFile(utf8('[\n{"cupId": "C1"},\n{"cupId" "C2"}\n]'))).toMatchObject({
      problem: { line: 3, reason: expect.stringContaining('JSON') },
    });
    expect(readCompetitionFile(utf8('// comment\n[]'), 'a.json')).toMatchObject({ problem: { line: 1 } });
  });
});
