/** Windows-1252's 0x80–0x9F, where it differs from Latin-1 (the five it leaves undefined stay C1 controls). */
const WINDOWS_1252: Record<number, string> = {
  0x80: '€', 0x82: '‚', 0x83: 'ƒ', 0x84: '„', 0x85: '…', 0x86: '†', 0x87: '‡', 0x88: 'ˆ', 0x89: '‰', 0x8a: 'Š',
  0x8b: '‹', 0x8c: 'Œ', 0x8e: 'Ž', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—',
  0x98: '˜', 0x99: '™', 0x9a: 'š', 0x9b: '›', 0x9c: 'œ', 0x9e: 'ž', 0x9f: 'Ÿ',
}; // prettier-ignore

/**
 * The C1 code points of a text (U+0080–U+009F, Windows-1252 bytes read as Latin-1) as what Windows-1252 means by
 * them; the five it leaves undefined stay. `mapped` hears each one mapped.
 */
export const fromWindows1252C1 = (text: string, mapped?: () => void) =>
  text.replace(/[\u0080-\u009f]/g, (char) => {
    const meant = WINDOWS_1252[char.charCodeAt(0)];
    if (meant === undefined) return char;
    mapped?.();
    return meant;
  });

/** How a file's bytes were read as text (decodeTextFile). */
export type TextEncodingRead = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/**
 * The text of a file a user brings, whatever wrote it: UTF-8 with or without its BOM; UTF-16 with its BOM (Excel's
 * "Unicode Text", Notepad's "Unicode"); otherwise, when the bytes are not UTF-8, Windows-1252 (Excel's "CSV" on
 * Windows in a Western locale, Notepad's "ANSI"), where é is one byte that UTF-8 would turn into U+FFFD. No BOM is
 * left in the text.
 */
export function decodeTextFile(bytes: Uint8Array): { text: string; encoding: TextEncodingRead } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decoded(bytes.subarray(2), 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decoded(bytes.subarray(2), 'utf-16be');
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    return { text: windows1252(body), encoding: 'windows-1252' };
  }
}

/** By hand: Node's TextDecoder reads 'windows-1252' as Latin-1 (0x80 a control, not €), browsers do not. */
function windows1252(bytes: Uint8Array): string {
  let latin1 = '';
  for (let at = 0; at < bytes.length; at += 8192) latin1 += String.fromCharCode(...bytes.subarray(at, at + 8192));
  return fromWindows1252C1(latin1);
}

const decoded = (bytes: Uint8Array, encoding: 'utf-16le' | 'utf-16be') => ({
  text: new TextDecoder(encoding).decode(bytes),
  encoding,
});

/** What the preview says of a file not read as UTF-8 (undefined for UTF-8). */
export const encodingNote = (encoding: TextEncodingRead): string | undefined =>
  encoding === 'windows-1252' ? 'Windows-1252 text (not UTF-8)' : encoding === 'utf-8' ? undefined : 'UTF-16 text';
