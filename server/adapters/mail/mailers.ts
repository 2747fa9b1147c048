import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Effect } from 'effect';
import { createTransport } from 'nodemailer';
import type { Mailer, MailMessage } from '../../ports/password-reset.port';
import type { Logger } from '../log/logger';

/** SMTP through nodemailer (`SMTP_URL`, e.g. smtps://user:pass@mail.example.com). */
export const smtpMailer = (smtpUrl: string, from: string): Mailer => {
  const transport = createTransport(smtpUrl);
  return {
    send: (message: MailMessage) =>
      Effect.promise(async () => {
        await transport.sendMail({ from, ...message });
      }),
  };
};

/**
 * Without a mail server: each message is built by nodemailer as a complete .eml file in `dir` (open it
 * in any mail program), with a .txt beside it holding the headers and the plain text readably (the
 * .eml body is base64), and one log line names the files. The line never carries the message body, so
 * a reset link is found in the outbox, not in the logs.
 */
export const outboxMailer = (dir: string, from: string, logger: Logger): Mailer => {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: (message: MailMessage) =>
      Effect.promise(async () => {
        const info = await transport.sendMail({ from, ...message });
        await mkdir(dir, { recursive: true, mode: 0o700 });
        const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}`);
        await writeFile(`${file}.eml`, info.message as Buffer, { mode: 0o600 });
        const readable = `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`;
        await writeFile(`${file}.txt`, readable, { mode: 0o600 });
        logger.info(
          { to: message.to, subject: message.subject, file: `${file}.eml` },
          'mail written to the outbox',
        );
      }),
  };
};

/** SMTP when configured, else the outbox in the data directory. */
export const mailerFor = (
  config: { smtpUrl: string | undefined; mailFrom: string; dataDir: string },
  logger: Logger,
): Mailer =>
  config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(join(config.dataDir, 'outbox'), config.mailFrom, logger);
