import { Effect } from 'effect';
import type { Mailer, MailMessage } from '../../ports/password-reset.port';

/**
 * The demo's outbox: mail is kept in memory, newest last, and told to whoever listens (the demo shows
 * the reset link it would have mailed). The server's outbox writes .eml files through nodemailer,
 * which the browser has neither of.
 */
export const memoryMailer = () => {
  const messages: MailMessage[] = [];
  const listeners = new Set<(message: MailMessage) => void>();
  const mailer: Mailer & {
    /** Every message sent so far, oldest first. */
    readonly messages: readonly MailMessage[];
    /** Calls `listener` with each message sent from now on; returns the unsubscribe function. */
    onSend(listener: (message: MailMessage) => void): () => void;
  } = {
    send: (message) =>
      Effect.sync(() => {
        const kept = Object.freeze({ ...message });
        messages.push(kept);
        for (const listener of [...listeners]) listener(kept);
      }),
    messages,
    onSend: (listener) => {
      const own = (message: MailMessage) => listener(message);
      listeners.add(own);
      return () => void listeners.delete(own);
    },
  };
  return mailer;
};

export type MemoryMailer = ReturnType<typeof memoryMailer>;
