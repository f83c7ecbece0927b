import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  /** Files to attach, read from disk when the mail is sent (a job's payload stays small). */
  attachments?: { filename: string; path: string; contentType?: string }[];
}

export interface Mailer {
  /** Where mail goes, for logs: "smtp://host" or the outbox folder. */
  readonly destination: string;
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each mail is written as an .eml file to DATA_DIR/outbox/,
 * complete with headers, so a developer (or a test) can open exactly what would have been sent.
 */
export function createMailer(options: { smtpUrl?: string; dataDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      destination: new URL(options.smtpUrl).origin,
      send: async (mail) => {
        await transport.sendMail({ from: options.from, ...mail, to: mail.to.join(', ') });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    destination: outbox,
    send: async (mail) => {
      const info = await transport.sendMail({ from: options.from, ...mail, to: mail.to.join(', ') });
      await mkdir(outbox, { recursive: true });
      const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(outbox, file), info.message as Buffer);
    },
  };
}
