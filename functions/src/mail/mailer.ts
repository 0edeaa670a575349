import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mailEnv } from '../config/env';
import { log } from '../http/log';

export interface Message {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: Message): Promise<void>;
}

let ses: SESv2Client | undefined;

/** Sends through SES (SESv2) from MAIL_FROM. */
const sesMailer: Mailer = {
  async send(message) {
    ses ??= new SESv2Client({});
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: mailEnv().MAIL_FROM,
        Destination: { ToAddresses: [message.to] },
        Content: {
          Simple: {
            Subject: { Data: message.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: message.text, Charset: 'UTF-8' }, Html: { Data: message.html, Charset: 'UTF-8' } },
          },
        },
      }),
    );
  },
};

/** Writes each message as an .eml file into the outbox folder, for one machine without a mail server. */
const outboxMailer: Mailer = {
  async send(message) {
    const directory = mailEnv().MAIL_OUTBOX_DIR;
    if (!directory) throw new Error('MAIL_OUTBOX_DIR is not set');
    mkdirSync(directory, { recursive: true });
    const boundary = `b-${randomUUID()}`;
    const eml = [
      `From: ${mailEnv().MAIL_FROM}`,
      `To: ${message.to}`,
      `Subject: ${message.subject}`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      `Content-Type: multipart/alternative; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/plain; charset=UTF-8',
      '',
      message.text,
      `--${boundary}`,
      'Content-Type: text/html; charset=UTF-8',
      '',
      message.html,
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const file = join(directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
    writeFileSync(file, eml);
    log('info', 'mail written to the local outbox', { file, subject: message.subject });
    // On one machine the person running it is the mail server: show the link the message carries.
    const link = /https?:\/\/\S+/.exec(message.text)?.[0];
    process.stdout.write(`Mail to ${message.to}: ${message.subject}${link ? `\n  ${link}` : ''}\n`);
  },
};

export function mailer(): Mailer {
  return mailEnv().MAIL_TRANSPORT === 'ses' ? sesMailer : outboxMailer;
}
