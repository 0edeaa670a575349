import { describe, expect, it } from 'vitest';
import { composeMime, quotedPrintable } from './mime';

/** Quoted-printable back to text: soft breaks removed, escapes to bytes, read as UTF-8. */
const decodeQuotedPrintable = (encoded: string) =>
  Buffer.from(
    encoded
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 Q words back to text (bytes joined first: the words of one header are one text). */
const decodeWords = (value: string) =>
  Buffer.from(
    value
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?UTF-8\?Q\?([^?]*)\?=/g, (_, text: string) =>
        text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/g, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      ),
    'latin1',
  ).toString('utf8');

/** Header name → its unfolded value, and every raw header line. */
function headersOf(raw: string) {
  const block = raw.slice(0, raw.indexOf('\r\n\r\n'));
  const unfolded = block.replace(/\r\n[ \t]+/g, ' ').split('\r\n');
  return {
    lines: block.split('\r\n'),
    unfolded,
    get: (name: string) => unfolded.filter((l) => l.startsWith(`${name}: `)),
  };
}

const message = {
  from: 'Switchboard <no-reply@switchboard.example>',
  to: 'ada@example.net',
  subject: 'Café Ünïon\r\nBcc: victim@example.org\r\nX-Injected: yes — a subject long enough to need several words',
  text: `Hello Zoë,\n\nhttps://console.example/Account/Register?token=${'x'.repeat(60)}=&a=1\nEnds with a space \nBye`,
  html: '<p>Hello Zoë</p>\n<p><a href="https://console.example/?a=1&amp;b=2">Register</a></p>',
  date: new Date('2026-01-08T10:00:00.000Z'),
};

describe('quoted-printable', () => {
  it('gives back the text, in 7-bit lines of at most 76 characters (a tab inside a line stays)', () => {
    const texts = [
      message.text,
      'é'.repeat(100),
      `${'a'.repeat(74)}=é${'b'.repeat(200)}`,
      'tab\tat the end\t\nspace at the end ',
      '',
      '.\nFrom here',
    ];
    for (const text of texts) {
      const encoded = quotedPrintable(text);
      expect(encoded.split('\r\n').every((line) => line.length <= 76 && /^[\t\x20-\x7E]*$/.test(line))).toBe(true);
      expect(encoded.split('\r\n').every((line) => !/[ \t]$/.test(line))).toBe(true);
      expect(decodeQuotedPrintable(encoded)).toBe(text.replace(/\n/g, '\r\n'));
    }
  });

  it('breaks a long line after a space, so words stay whole', () => {
    const lines = quotedPrintable('1 of 1 steps passed '.repeat(12).trim()).split('\r\n');
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.slice(0, -1).every((line) => line.endsWith(' ='))).toBe(true);
  });
});

describe('a composed message', () => {
  const raw = composeMime(message).toString('latin1');
  const headers = headersOf(raw);

  it('has one of each header, every line 7-bit and at most 78 characters, and no injected header', () => {
    for (const name of ['From', 'To', 'Subject', 'Date', 'Message-ID', 'MIME-Version', 'Content-Type']) {
      expect(headers.get(name), name).toHaveLength(1);
    }
    expect(headers.unfolded.filter((line) => /^(bcc|x-injected):/i.test(line))).toEqual([]);
    expect(headers.lines.every((line) => line.length <= 78 && /^[\x20-\x7E]*$/.test(line))).toBe(true);
    expect(raw.split('\r\n').every((line) => /^[\x20-\x7E]*$/.test(line))).toBe(true);
  });

  it('says who, to whom, what and when as given (line breaks in the subject become spaces)', () => {
    expect(headers.get('From')).toEqual(['From: Switchboard <no-reply@switchboard.example>']);
    expect(headers.get('To')).toEqual(['To: ada@example.net']);
    expect(headers.get('Date')).toEqual(['Date: Thu, 08 Jan 2026 10:00:00 +0000']);
    expect(headers.get('Message-ID')[0]).toMatch(/^Message-ID: <[\w-]+@switchboard\.example>$/);
    expect(decodeWords(headers.get('Subject')[0]!.slice('Subject: '.length))).toBe(
      'Café Ünïon Bcc: victim@example.org X-Injected: yes — a subject long enough to need several words',
    );
  });

  it('keeps a short ASCII subject as it is, and quotes or encodes a sender name as it needs', () => {
    const of = (from: string, subject = 'Run report') =>
      headersOf(composeMime({ ...message, from, subject }).toString('latin1'));
    expect(of(message.from).get('Subject')).toEqual(['Subject: Run report']);
    expect(of('Ops, Team <ops@example.com>').get('From')).toEqual(['From: "Ops, Team" <ops@example.com>']);
    expect(of('ops@example.com').get('From')).toEqual(['From: ops@example.com']);
    const encoded = of('Zoë Ørsted <zoe@example.com>').get('From')[0]!;
    expect(encoded).toMatch(/^From: =\?UTF-8\?Q\?.*\?= <zoe@example\.com>$/);
    expect(decodeWords(encoded.slice('From: '.length))).toBe('Zoë Ørsted <zoe@example.com>');
  });

  it('carries the text and the HTML as alternatives, each decoding to what was given', () => {
    const boundary = /boundary="([^"]+)"/.exec(raw)![1]!;
    const parts = raw.split(`--${boundary}`);
    expect(parts).toHaveLength(4);
    expect(parts[3]).toBe('--\r\n');
    const [textPart, htmlPart] = [parts[1]!, parts[2]!].map((part) => {
      const [head, ...body] = part.slice(2).split('\r\n\r\n');
      return { head, body: decodeQuotedPrintable(body.join('\r\n\r\n').replace(/\r\n$/, '')) };
    });
    expect(textPart!.head).toBe(
      'Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable',
    );
    expect(textPart!.body).toBe(message.text.replace(/\n/g, '\r\n'));
    expect(htmlPart!.head).toBe(
      'Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable',
    );
    expect(htmlPart!.body).toBe(message.html.replace(/\n/g, '\r\n'));
  });
});
