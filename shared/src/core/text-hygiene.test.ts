import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { formatIssues, optionalText, requiredText } from './fields';
import { sameName, textProblem, uniqueKey } from './text-hygiene';

describe('textProblem', () => {
  it('accepts ordinary text in any script, emoji included', () => {
    for (const text of ['Acme GmbH', 'Zoë Ørsted', 'شركة', '株式会社', 'Team 🚀👩‍💻'])
      expect(textProblem(text)).toBeUndefined();
  });

  it('refuses controls, line breaks outside multi-line fields, lone surrogates and bidi overrides', () => {
    expect(textProblem('a\u0000b')).toBe('must not contain control characters');
    expect(textProblem('a\u001Bb')).toBe('must not contain control characters');
    expect(textProblem('a\u007Fb')).toBe('must not contain control characters');
    expect(textProblem('a\nb')).toBe('must be a single line (no line breaks or tabs)');
    expect(textProblem('a\tb')).toBe('must be a single line (no line breaks or tabs)');
    expect(textProblem('a\uDC00b')).toBe('must not contain broken characters (unpaired surrogates)');
    expect(textProblem('a\u202Eb')).toBe('must not contain text-direction override characters');
    expect(textProblem('a\u2067b')).toBe('must not contain text-direction override characters');
  });

  it('refuses invisible format characters in a single line, but not the joiners and tags of emoji', () => {
    const invisible = 'must not contain invisible characters (zero-width or other format characters)';
    for (const character of ['\u200B', '\u200C', '\u200D', '\u200E', '\u2060', '\u2064', '\uFEFF', '\u00AD', '\u3164'])
      expect(textProblem(`Ac${character}me`), escape(character)).toBe(invisible);
    expect(textProblem('\u{E0041}cme')).toBe(invisible);
    expect(textProblem('Devs 👨‍👩‍👧 ❤️‍🔥')).toBeUndefined();
    expect(textProblem('Team \u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}')).toBeUndefined();
    expect(
      textProblem('Persian \u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645', { multiline: true }),
    ).toBeUndefined();
  });

  it('lets multi-line fields hold tabs, LF and CRLF, but not a lone CR or other controls', () => {
    expect(textProblem('one\r\n\ttwo\nthree', { multiline: true })).toBeUndefined();
    expect(textProblem('one\rtwo', { multiline: true })).toBe('must be a single line (no line breaks or tabs)');
    expect(textProblem('one\u0000', { multiline: true })).toBe('must not contain control characters');
  });
});

describe('uniqueKey', () => {
  it('treats width, case, ligatures, invisible characters and spacing as the same name', () => {
    expect(uniqueKey('Ｓａｌｅｓｆｏｒｃｅ')).toBe('salesforce');
    expect(sameName('ServiceNow', 'SERVICENOW')).toBe(true);
    expect(sameName('Straße', 'STRASSE')).toBe(true);
    expect(sameName('ﬁnance', 'Finance')).toBe(true);
    expect(sameName('Sales\u200Bforce', 'Salesforce')).toBe(true);
    expect(sameName(' Help  desk ', 'help desk')).toBe(true);
    expect(sameName('Help desk', 'Helpdesk')).toBe(false);
  });
});

describe('the text field builders', () => {
  it('apply the rule and name it', () => {
    const schema = z.object({ Name: requiredText(20), Notes: optionalText(50, { multiline: true }) });
    const bad = schema.safeParse({ Name: 'x\u202E', Notes: 'a\nb' });
    expect(bad.success).toBe(false);
    expect(formatIssues(bad.error!)).toBe('Name: must not contain text-direction override characters');
    expect(schema.parse({ Name: ' ok ', Notes: 'a\nb' })).toEqual({ Name: 'ok', Notes: 'a\nb' });
  });
});

describe('multi-line fields', () => {
  it('store CRLF as LF (counted after), refuse a lone CR, and keep single-line fields single-line', () => {
    const schema = z.object({ Notes: optionalText(5, { multiline: true }), Name: requiredText(20) });
    expect(schema.parse({ Notes: 'a\r\nb\r\nc', Name: 'x' })).toEqual({ Notes: 'a\nb\nc', Name: 'x' });
    expect(formatIssues(schema.safeParse({ Notes: 'a\rb', Name: 'x' }).error!)).toBe(
      'Notes: must be a single line (no line breaks or tabs)',
    );
    expect(formatIssues(schema.safeParse({ Notes: 'ab', Name: 'x\r\ny' }).error!)).toBe(
      'Name: must be a single line (no line breaks or tabs)',
    );
  });
});
