import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, inject } from 'vitest';
import { call, invitationLinkFor, signIn, USERS } from './client';

/** The newest outbox message to this address, as the bytes were written. */
function rawMailTo(email: string): string {
  const outbox = inject('outbox');
  const files = readdirSync(outbox)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .reverse();
  const raw = files
    .map((file) => readFileSync(join(outbox, file), 'latin1'))
    .find((eml) => eml.includes(`\r\nTo: ${email}\r\n`));
  if (!raw) throw new Error(`no mail to ${email}`);
  return raw;
}

const headerLines = (raw: string) =>
  raw
    .slice(0, raw.indexOf('\r\n\r\n'))
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n');

describe('invitation mail', () => {
  it('encodes a non-ASCII organization name in the Subject (RFC 2047) and keeps every header 7-bit', async () => {
    const platform = await signIn(USERS.platform);
    const email = `zoe.${randomUUID().slice(0, 8)}@example.net`;
    const name = `Café Ünïon ${randomUUID().slice(0, 4)}`;
    const created = await call('CreateOrganization', {
      cookie: platform,
      body: { OrganizationName: name, FirstName: 'Zoë', LastName: 'Ørsted', Email: email },
    });
    expect(created.status).toBe(200);
    const headers = headerLines(rawMailTo(email));
    expect(headers.every((line) => /^[\x20-\x7E]*$/.test(line))).toBe(true);
    const subject = headers.find((line) => line.startsWith('Subject: '))!;
    expect(subject).toMatch(/=\?UTF-8\?[BQ]\?/i);
    expect(decodeEncodedWords(subject.slice('Subject: '.length))).toBe(`You are invited to ${name} on Switchboard`);
    expect(invitationLinkFor(email)).toMatch(/\/Account\/Register\?token=[\w-]{43}$/);
  });
});

/** RFC 2047: encoded words back to text (bytes joined first: a character may span two words). */
function decodeEncodedWords(header: string): string {
  const parts: Buffer[] = [];
  const word = /=\?UTF-8\?([BQ])\?([^?]*)\?=/gi;
  let last = 0;
  for (const match of header.matchAll(word)) {
    const between = header.slice(last, match.index);
    if (!/^\s*$/.test(between) || last === 0) parts.push(Buffer.from(between, 'utf8'));
    const [, encoding, text] = match as unknown as [string, string, string];
    parts.push(
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ),
    );
    last = match.index + match[0].length;
  }
  parts.push(Buffer.from(header.slice(last), 'utf8'));
  return Buffer.concat(parts).toString('utf8');
}
