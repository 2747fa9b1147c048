/** One dispatched server-sent event. */
export interface SseEvent {
  readonly id: string | null;
  readonly event: string;
  readonly data: string;
}

/**
 * An incremental text/event-stream parser (the WHATWG rules that matter here): lines end with
 * LF, CRLF or CR; a blank line dispatches; `data:` lines join with LF; `id:` sets the last event
 * id; lines starting with ':' are comments (heartbeats).
 */
export const createSseParser = (onEvent: (event: SseEvent) => void) => {
  let buffer = '';
  let afterCr = false;
  let data: string[] = [];
  let eventName = '';
  let id: string | null = null;

  const dispatch = () => {
    if (data.length > 0) onEvent({ id, event: eventName || 'message', data: data.join('\n') });
    data = [];
    eventName = '';
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') eventName = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
  };

  return {
    push(chunk: string): void {
      // A CRLF split across two chunks: the CR already ended the line, so drop the LF.
      const text = afterCr && chunk.startsWith('\n') ? chunk.slice(1) : chunk;
      afterCr = text.endsWith('\r');
      const parts = (buffer + text).split(/\r\n|\r|\n/);
      buffer = parts.pop() ?? '';
      for (const part of parts) line(part);
    },
    /** The id of the last event seen, for Last-Event-ID. */
    lastId: (): string | null => id,
  };
};
