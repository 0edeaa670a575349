import { describe, expect, it } from 'vitest';
import { decodeTextFile, encodingNote } from './text-file';

const bytes = (...values: number[]) => new Uint8Array(values);
const utf16le = (text: string) => new Uint8Array([0xff, 0xfe, ...[...text].flatMap((c) => [c.charCodeAt(0), 0])]);

describe('decodeTextFile', () => {
  it('reads UTF-8 with and without its BOM', () => {
    const cafe = new TextEncoder().encode('Question,Answer\nCafé?,Oui');
    expect(decodeTextFile(cafe)).toEqual({ text: 'Question,Answer\nCafé?,Oui', encoding: 'utf-8' });
    expect(decodeTextFile(new Uint8Array([0xef, 0xbb, 0xbf, ...cafe])).text).toBe('Question,Answer\nCafé?,Oui');
  });

  it('reads Windows-1252 when the bytes are not UTF-8 (Excel’s CSV on Windows), curly quotes and € too', () => {
    // "Café – 5 €" and a curly apostrophe as Excel writes them in Windows-1252.
    const read = decodeTextFile(bytes(0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x35, 0x20, 0x80, 0x92));
    expect(read).toEqual({ text: 'Café – 5 €’', encoding: 'windows-1252' });
    expect(encodingNote(read.encoding)).toBe('Windows-1252 text (not UTF-8)');
  });

  it('reads a large Windows-1252 file whole (a 10,000-row export)', () => {
    const row = [...'Où est la salle 1 ?;Au rez-de-chaussée – 5 €\r\n'].map((c) =>
      c === '€' ? 0x80 : c === '–' ? 0x96 : c.charCodeAt(0),
    );
    const file = new Uint8Array(Array.from({ length: 10_000 }, () => row).flat());
    const { text, encoding } = decodeTextFile(file);
    expect(encoding).toBe('windows-1252');
    expect(text.split('\r\n')).toHaveLength(10_001);
    expect(text.split('\r\n')[9_999]).toBe('Où est la salle 1 ?;Au rez-de-chaussée – 5 €');
  });

  it('reads UTF-16 by its BOM (Excel’s Unicode Text)', () => {
    expect(decodeTextFile(utf16le('Question\tAnswer\nCafé?\tOui'))).toEqual({
      text: 'Question\tAnswer\nCafé?\tOui',
      encoding: 'utf-16le',
    });
    expect(encodingNote('utf-16le')).toBe('UTF-16 text');
    expect(encodingNote('utf-8')).toBeUndefined();
  });
});
