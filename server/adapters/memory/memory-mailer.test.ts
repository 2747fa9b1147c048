import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { memoryMailer } from './memory-mailer';

describe('memory mailer', () => {
  it('keeps every message sent, oldest first, and tells listeners until they leave', async () => {
    const mailer = memoryMailer();
    const heard: string[] = [];
    const off = mailer.onSend((m) => heard.push(m.subject));
    const message = { to: 'a@example.com', subject: '비밀번호 재설정', text: 'link', html: '<p>link</p>' };
    await Effect.runPromise(mailer.send(message));
    off();
    await Effect.runPromise(mailer.send({ ...message, subject: '두 번째' }));
    expect(mailer.messages.map((m) => m.subject)).toEqual(['비밀번호 재설정', '두 번째']);
    expect(mailer.messages[0]).toEqual(message);
    expect(heard).toEqual(['비밀번호 재설정']);
  });
});
