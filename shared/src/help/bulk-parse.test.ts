import { describe, expect, it } from 'vitest';
import { bulkChunks, BULK_CHUNK_ENTRIES } from './bulk';
import { bulkProblemsCsv, formatBulkFile } from './bulk-format';
import { extensionProblem, parseBulkFile } from './bulk-parse';

describe('bulk files', () => {
  it('asks for the extension of the chosen format', () => {
    expect(extensionProblem('csv', 'help.tsv')).toBe('Please choose .csv file');
    expect(extensionProblem('tsv', 'help.csv')).toBe('Please choose .tsv file');
    expect(extensionProblem('tsv', 'HELP.TSV')).toBeUndefined();
  });

  it('reads a QnA Maker TSV with a BOM, CRLF, quotes and the plural header: one entry an answer', () => {
    const text =
      '\uFEFFQuestions\tAnswers\r\nHi\t"Hello, ""friend"""\r\n\r\nHey there\t"Hello, ""friend"""\r\nBye\tSee you\r\n';
    const parsed = parseBulkFile('tsv', text);
    expect(parsed.rows).toBe(3);
    expect(parsed.entries).toEqual([
      { Line: 2, Questions: ['Hi', 'Hey there'], QuestionLines: [2, 4], Answer: 'Hello, "friend"' },
      { Line: 5, Questions: ['Bye'], QuestionLines: [5], Answer: 'See you' },
    ]);
  });

  it('counts lines across a quoted cell that spans lines', () => {
    const text = 'Questions,Answer\n"Q1","line one\nline two"\nQ2,A2';
    expect(parseBulkFile('csv', text).entries.map((e) => e.Line)).toEqual([2, 4]);
  });

  it('writes files that read back as the same entries, formula-like cells defused and read back', () => {
    const entry = {
      HelpID: 'x',
      Questions: ['=1+1?', 'Comma, "quoted"', '-5 degrees?', '@home?'],
      Answer: '+Two\r\nlines',
      Category: '',
      MediaType: 'image',
      MediaUrl: 'https://cdn.example.com/a.png',
      Attributes: '{"SmallImage":"https://"}',
    };
    for (const format of ['csv', 'tsv', 'json'] as const) {
      const [back] = parseBulkFile(format, formatBulkFile(format, [entry])).entries;
      expect(back!.Questions).toEqual(entry.Questions);
      // QnA Maker's TSV writes a line break as \n: it reads back as a newline.
      expect(back!.Answer).toBe(format === 'tsv' ? '+Two\nlines' : entry.Answer);
    }
    const csv = formatBulkFile('csv', [entry]);
    expect(csv).toContain(`'=1+1?;Comma, ""quoted"";-5 degrees?;@home?`);
    expect(csv).toContain(`'+Two`);
    expect(formatBulkFile('tsv', [entry]).split('\r\n')[1]!.startsWith(`'=1+1?\t'+Two\\nlines\t`)).toBe(true);
  });

  it('reads our CSV as Excel saves it in a locale with a decimal comma: semicolons, quoted questions', () => {
    const excel = [
      'Questions;Answer;Category;MediaType;MediaUrl;Attributes;ExternalID;Topic;Tags',
      '"Où est la cantine ?;Cantine";Au rez-de-chaussée, 1,50 € le café.;;;;;h1;;',
      '',
    ].join('\r\n');
    const { entries, problems } = parseBulkFile('csv', excel);
    expect(problems).toEqual([]);
    expect(entries).toMatchObject([
      {
        Questions: ['Où est la cantine ?', 'Cantine'],
        Answer: 'Au rez-de-chaussée, 1,50 € le café.',
        ExternalID: 'h1',
      },
    ]);
  });

  it('defuses the problems file too', () => {
    const csv = bulkProblemsCsv([{ Line: 2, Field: 'questions', Reason: '=HYPERLINK("x")' }]);
    expect(csv.split('\r\n')[1]).toBe(`2,questions,"'=HYPERLINK(""x"")"`);
  });

  it('chunks by count', () => {
    const chunks = bulkChunks(Array.from({ length: BULK_CHUNK_ENTRIES + 1 }, (_, i) => i));
    expect(chunks.map((c) => c.length)).toEqual([BULK_CHUNK_ENTRIES, 1]);
  });

  it('keeps tags that hold a space (Azure metadata values) through CSV, TSV and QnABot JSON', () => {
    const entry = {
      ...{ HelpID: 'h1', Questions: ['How to migrate a knowledge base'], Answer: 'Export, then import.' },
      ...{ Category: '', MediaType: '', MediaUrl: '', Attributes: '', Tags: ['name:multiturn end', 'team'] },
    };
    for (const format of ['csv', 'tsv', 'json'] as const)
      for (const tags of [entry.Tags, ['name:multiturn end']]) {
        const [read] = parseBulkFile(format, formatBulkFile(format, [{ ...entry, Tags: tags }])).entries;
        expect({ format, tags: read?.Tags }).toEqual({ format, tags });
      }
    expect(parseBulkFile('csv', 'Questions,Answer,Tags\r\nHi?,Hello.,billing faq').entries[0]!.Tags).toEqual([
      'billing',
      'faq',
    ]);
  });
});
