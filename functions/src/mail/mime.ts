import { randomBytes, randomUUID } from 'node:crypto';

/** What one of our messages holds: a text and an HTML rendering of the same content, from one sender to one address. */
export interface MimeMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  date: Date;
}

const hex = (byte: number) => `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/** Line breaks and other control characters in a header value become one space: no value can start a header. */
const oneLine = (value: string) => value.replace(/\p{Cc}+/gu, ' ').trim();

/**
 * RFC 2047 Q encoded words (UTF-8) holding whole characters only, one a line: each line at most 76 characters with
 * the `lead` (the header's name) before the first word and a space before the others. Only letters, digits and
 * !*+-/ stay as they are (the set allowed in a display name too); a space is "_".
 */
function encodedWords(text: string, lead: number): string {
  const words: string[] = [];
  let word = '';
  for (const char of text) {
    const piece =
      char === ' ' ? '_' : /^[A-Za-z0-9!*+\-/]$/.test(char) ? char : [...Buffer.from(char, 'utf8')].map(hex).join('');
    // 76 - "=?UTF-8?Q?".length - "?=".length - what comes before the word on its line
    if (word.length + piece.length > 64 - (words.length ? 1 : lead)) {
      words.push(word);
      word = '';
    }
    word += piece;
  }
  if (word) words.push(word);
  return words.map((encoded) => `=?UTF-8?Q?${encoded}?=`).join('\r\n ');
}

/** A header's text: as given when it is short printable ASCII, else encoded words, one per folded line. */
function headerText(name: string, value: string): string {
  const text = oneLine(value);
  if (/^[\x20-\x7E]*$/.test(text) && text.length <= 76 - name.length && !text.includes('=?')) return text;
  return encodedWords(text, name.length);
}

/** "Name <address>" or a bare address; the name quoted or encoded as it needs. */
function mailbox(value: string): string {
  const line = oneLine(value);
  const named = /^(.*?)\s*<([^<>\s]+)>$/.exec(line);
  if (!named) return line;
  const [, name = '', address = ''] = named;
  if (/^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~ ]*$/.test(name) && !name.includes('=?')) return `${name} <${address}>`.trim();
  if (/^[\x20-\x7E]*$/.test(name)) return `"${name.replace(/["\\]/g, '\\$&')}" <${address}>`;
  return `${encodedWords(name, 'From: '.length)}\r\n <${address}>`;
}

/**
 * Quoted-printable (RFC 2045 §6.7) of UTF-8 text: CRLF line breaks, lines of at most 76 characters (soft breaks
 * after a space where there is one, never inside an escape), "=", bytes outside printable ASCII and a line's trailing space or tab escaped.
 */
export function quotedPrintable(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => {
      const bytes = Buffer.from(line, 'utf8');
      const pieces = [...bytes].map((byte, index) =>
        (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && index < bytes.length - 1)
          ? String.fromCharCode(byte)
          : hex(byte),
      );
      const out: string[] = [];
      let current = '';
      for (const piece of pieces) {
        if (current.length + piece.length > 75) {
          // Break after the last space when there is one, so words stay whole for a reader of the raw text.
          const space = current.lastIndexOf(' ') + 1;
          const cut = space > 0 ? space : current.length;
          out.push(`${current.slice(0, cut)}=`);
          current = current.slice(cut);
        }
        current += piece;
      }
      out.push(current);
      return out.join('\r\n');
    })
    .join('\r\n');
}

/** RFC 5322 date-time in UTC, e.g. "Mon, 23 Nov 2026 21:44:21 +0000". */
const mailDate = (date: Date) => date.toUTCString().replace(/GMT$/, '+0000');

const part = (type: string, body: string) => [
  `Content-Type: ${type}; charset=utf-8`,
  'Content-Transfer-Encoding: quoted-printable',
  '',
  quotedPrintable(body),
];

/**
 * The message's bytes (RFC 5322, MIME multipart/alternative): 7-bit throughout, every header on its own line
 * whatever its value holds (line breaks become spaces, text outside ASCII is RFC 2047-encoded), so no field can add
 * a header such as Bcc. The boundary starts with "=_", which quoted-printable bodies can never contain.
 */
export function composeMime(message: MimeMessage): Buffer {
  const from = mailbox(message.from);
  const domain = /@([^>\s]+)>?$/.exec(from)?.[1] ?? 'switchboard.invalid';
  const boundary = `=_switchboard_${randomBytes(12).toString('hex')}`;
  const lines = [
    `From: ${from}`,
    `To: ${mailbox(message.to)}`,
    `Subject: ${headerText('Subject: ', message.subject)}`,
    `Date: ${mailDate(message.date)}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/alternative;',
    ` boundary="${boundary}"`,
    '',
    `--${boundary}`,
    ...part('text/plain', message.text),
    `--${boundary}`,
    ...part('text/html', message.html),
    `--${boundary}--`,
    '',
  ];
  return Buffer.from(lines.join('\r\n'), 'ascii');
}
