import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { invitationMail } from './invitation-mail';

const outbox = mkdtempSync(join(tmpdir(), 'mailer-test-'));
Object.assign(process.env, {
  MAIL_FROM: 'Switchboard <no-reply@switchboard.example>',
  MAIL_OUTBOX_DIR: outbox,
  CONSOLE_URL: 'https://console.example',
});
const ses = mockClient(SESv2Client);

/** An organization name carrying a header injection, and text outside ASCII. */
const message = () =>
  invitationMail({
    to: 'ada@example.net',
    firstName: 'Ada',
    organizationName: 'Café Ünïon\r\nBcc: victim@example.org\r\nX-Injected: yes',
    invitedBy: 'org.admin@example.com',
    link: 'https://console.example/Account/Register?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    expiresAt: '2026-01-08T10:00:00.000Z',
  });

/** The header block of a raw message, unfolded (a folded header continues on lines starting with space or tab). */
const headersOf = (raw: string) =>
  raw
    .slice(0, raw.indexOf('\r\n\r\n'))
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n');

function expectSafeHeaders(raw: string) {
  const headers = headersOf(raw);
  expect(headers.filter((line) => /^(bcc|x-injected):/i.test(line))).toEqual([]);
  expect(headers.filter((line) => /^subject:/i.test(line))).toHaveLength(1);
  // Non-ASCII header text travels RFC 2047-encoded; every header line is 7-bit.
  expect(headers.find((line) => /^subject:/i.test(line))).toMatch(/=\?UTF-8\?[BQ]\?/i);
  expect(headers.every((line) => /^[\x20-\x7E]*$/.test(line))).toBe(true);
}

beforeEach(() => {
  ses.reset();
  vi.resetModules();
  vi.spyOn(process.stdout, 'write').mockReturnValue(true);
});
afterAll(() => rmSync(outbox, { recursive: true, force: true }));

describe('invitation mail headers', () => {
  it('writes an outbox message whose headers no field can inject into', async () => {
    process.env.MAIL_TRANSPORT = 'outbox';
    const { mailer } = await import('./mailer');
    await mailer().send(message());
    const file = readdirSync(outbox).find((name) => name.endsWith('.eml'))!;
    expectSafeHeaders(readFileSync(join(outbox, file), 'latin1'));
  });

  it('sends SES the same kind of raw message, to the addressee only', async () => {
    process.env.MAIL_TRANSPORT = 'ses';
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const { mailer } = await import('./mailer');
    await mailer().send(message());
    const input = ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(input.Destination).toEqual({ ToAddresses: ['ada@example.net'] });
    expect(input.Content?.Simple).toBeUndefined();
    const raw = Buffer.from(input.Content!.Raw!.Data!).toString('latin1');
    expectSafeHeaders(raw);
    expect(raw).toMatch(/^From: Switchboard <no-reply@switchboard\.example>\r$/m);
  });
});
