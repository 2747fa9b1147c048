import type { TestApp } from './test-app';

export type SseEvent = { id: string; raw: string; data: { id: number; type: string; message: string } };

/** Reads SSE chunks until `count` events arrived (comments such as heartbeats are skipped). */
export const readEvents = async (body: ReadableStream<Uint8Array>, count: number): Promise<SseEvent[]> => {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const events: SseEvent[] = [];
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    const blocks = text.split('\n\n');
    text = blocks.pop() ?? '';
    for (const block of blocks) {
      const id = /^id: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (id && data) events.push({ id, raw: block, data: JSON.parse(data) });
    }
  }
  reader.releaseLock();
  return events;
};

/** Opens the notification stream in-process, as the browser's fetch-based reader does. */
export const subscribe = (
  t: TestApp,
  token: string | undefined,
  signal: AbortSignal,
  lastEventId?: number,
) => {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (lastEventId !== undefined) headers['Last-Event-ID'] = String(lastEventId);
  return Promise.resolve(t.app.request('/api/notifications/subscribe', { headers, signal }));
};
