import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mailEnv } from '../config/env';
import { log } from '../log/log';
import { composeMime } from './mime';

export interface Message {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: Message): Promise<void>;
}

/** The message's bytes (RFC 5322, see mime.ts): SES and the local outbox get these same bytes. */
export function compose(message: Message): Buffer {
  return composeMime({ ...message, from: mailEnv().MAIL_FROM, date: new Date() });
}

let ses: SESv2Client | undefined;

/** Sends through SES (SESv2, raw) from MAIL_FROM; the envelope names the addressee only, whatever the headers say. */
const sesMailer: Mailer = {
  async send(message) {
    ses ??= new SESv2Client({});
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: mailEnv().MAIL_FROM,
        Destination: { ToAddresses: [message.to] },
        Content: { Raw: { Data: compose(message) } },
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
    const file = join(directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
    writeFileSync(file, compose(message));
    log('info', 'mail written to the local outbox', { file, subject: message.subject });
    // On one machine the person running it is the mail server: show the link the message carries.
    const link = /https?:\/\/\S+/.exec(message.text)?.[0];
    process.stdout.write(`Mail to ${message.to}: ${JSON.stringify(message.subject)}${link ? `\n  ${link}` : ''}\n`);
  },
};

export function mailer(): Mailer {
  return mailEnv().MAIL_TRANSPORT === 'ses' ? sesMailer : outboxMailer;
}
