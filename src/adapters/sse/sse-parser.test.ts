import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

const parseAll = (...chunks: string[]) => {
  const events: SseEvent[] = [];
  const parser = createSseParser((e) => events.push(e));
  for (const chunk of chunks) parser.push(chunk);
  return { events, parser };
};

describe('sse parser', () => {
  it('dispatches data with its id on a blank line', () => {
    const { events, parser } = parseAll('id: 7\ndata: {"id":7,"read":false}\n\n');
    expect(events).toEqual([{ id: '7', event: 'message', data: '{"id":7,"read":false}' }]);
    expect(parser.lastId()).toBe('7');
  });

  it('joins multi-line data and handles chunks split anywhere, including CRLF', () => {
    const { events } = parseAll('data: a\r', '\ndata: b\r\n', '\r\nid: 3\nev', 'ent: note\ndata: c\n\n');
    expect(events).toEqual([
      { id: null, event: 'message', data: 'a\nb' },
      { id: '3', event: 'note', data: 'c' },
    ]);
  });

  it('ignores comments (heartbeats) and events without data', () => {
    const { events, parser } = parseAll(': ping\n\nid: 4\n\n');
    expect(events).toEqual([]);
    expect(parser.lastId()).toBe('4');
  });
});
