import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { formatBulkFile } from './bulk-format';
import { parseBulkFile, type BulkFormat } from './bulk-parse';

/** The parsers on real files: QnABot's examples, QnA Maker's and Azure's exports, a Rasa FAQ (SOURCES.md). */
const root = join(import.meta.dirname, '..', '..', '..');
const thirdParty = (path: string) => readFileSync(join(root, 'test', 'fixtures', 'third-party', path), 'utf8');
const sharedData = (path: string) => readFileSync(join(root, '..', 'shared', 'data', path), 'utf8');
const parse = (format: BulkFormat, text: string) => parseBulkFile(format, text);
const having = (entries: Record<string, unknown>[], field: string) =>
  entries.filter((entry) => entry[field] !== undefined).length;
const questionsOf = (entries: { Questions: string[] }[]) => entries.reduce((sum, e) => sum + e.Questions.length, 0);

describe('QnABot JSON', () => {
  it('keeps every item of the Prairie Line tour: qid, topic, markdown, cards, next, hooks; maps its cp1252 quotes', () => {
    const parsed = parse('json', thirdParty('qnabot-on-aws/PrairieLineTrailTour.json'));
    expect(parsed).toMatchObject({ source: 'QnABot JSON', rows: 66, mapped: 110, problems: [] });
    const { entries } = parsed;
    expect([entries.length, questionsOf(entries)]).toEqual([66, 252]);
    const counts = ['ExternalID', 'Topic', 'AltMarkdown', 'Card', 'Next', 'Kept', 'MediaUrl'].map((field) =>
      having(entries, field),
    );
    expect(counts).toEqual([66, 64, 64, 33, 20, 2, 33]);
    expect(entries.some((entry) => /[\u0080-\u009f]/.test(entry.Answer))).toBe(false);
    expect(entries.some((entry) => /[“”—]/.test(entry.Answer))).toBe(true);
    expect(entries[0]).toMatchObject({ ExternalID: 'Previous', Kept: { l: 'QNA:ExamplePYTHONLambdaPrevious' } });
    expect(parsed.notes[0]).toEqual({
      Line: 1,
      Field: 'l',
      Reason: expect.stringContaining('this assistant does not run Lambda hooks'),
    });
  });

  it('keeps response cards with their buttons, and l/args as they were', () => {
    const { entries } = parse('json', thirdParty('qnabot-on-aws/RecentTopicsDemo.json'));
    expect(entries).toHaveLength(15);
    expect(having(entries, 'Card')).toBe(14);
    const withButtons = entries.find((entry) => entry.Card?.Title === 'Start')!;
    expect(withButtons.Card!.Buttons[0]).toEqual({
      Text: 'Artificial Intelligence Services',
      Value: 'QID::RecentTopics.AI.001',
    });
    expect(entries.find((entry) => entry.Kept)!.Kept).toEqual({
      l: 'QNA:EXTCreateRecentTopicsResponse',
      args: ['{"start":0,"end":5}'],
    });
  });

  it('refuses quiz items per row, naming the type', () => {
    const parsed = parse('json', thirdParty('qnabot-on-aws/quiz.json'));
    expect(parsed.entries).toHaveLength(1);
    expect(parsed.problems).toEqual(
      [1, 3, 4].map((line) => ({ Line: line, Field: 'type', Reason: expect.stringContaining('type "quiz"') })),
    );
  });

  it('flags Handlebars answers as shown as written', () => {
    const parsed = parse('json', sharedData('qnabot/blog-samples-final.json'));
    expect(parsed.entries).toHaveLength(20);
    const flagged = parsed.notes.filter((note) => note.Reason === messages.msg_help_bulk_handlebars);
    expect(flagged.map((note) => note.Line)).toEqual([5]);
  });

  it('reads the large-import test file: items repeating 336 questions without a topic are one problem each', () => {
    const parsed = parse('json', thirdParty('qnabot-on-aws/large_import_questions.json'));
    expect(parsed.rows).toBe(219);
    expect(parsed.entries.map((entry) => entry.ExternalID)).toEqual([
      'Translate.001',
      'Translate.002',
      'Translate.003',
      'Translate.004',
    ]);
    expect(questionsOf(parsed.entries)).toBe(339);
    expect(parsed.problems).toHaveLength(215);
    expect(parsed.problems.filter((p) => p.Field === 'external id').map((p) => p.Line)).toEqual([176, 207]);
    expect(parsed.problems[0]!.Reason).toMatch(
      /^All 336 questions of this item are already in the file \(from line 4\)/,
    );
  });
});

describe('QnA Maker and Azure question answering', () => {
  it('groups TSV rows by QnaId and keeps Source, Prompts and SuggestedQuestions', () => {
    const parsed = parse('tsv', sharedData('qnamaker-sample-kbs/SampleActiveLearning.tsv'));
    expect([parsed.rows, parsed.entries.length, questionsOf(parsed.entries)]).toEqual([22, 21, 22]);
    expect(parsed.entries[1]).toMatchObject({ ExternalID: '92', Questions: ['Write and draw', 'draw with your pen'] });
    expect(having(parsed.entries, 'Kept')).toBe(21);
  });

  it('reads a TSV answer’s \\n as the line break QnA Maker wrote it for, and writes it back so', () => {
    const file = sharedData('qnamaker-sample-kbs/SampleQnAs.tsv');
    const parsed = parse('tsv', file);
    const firewall = parsed.entries.find((entry) => entry.Questions[0]!.startsWith('Which specific URLs'))!;
    expect(firewall.Answer).toContain('in that firewall:\n\n*   login.botframework.com (Bot authentication)\n\n*');
    expect(parsed.entries.filter((entry) => entry.Answer.includes('\\n'))).toEqual([]);
    expect(
      parse('tsv', sharedData('qnamaker-sample-kbs/basic-kb.tsv')).entries.some((e) => e.Answer.includes('\\n')),
    ).toBe(false);
    const exported = formatBulkFile('tsv', [
      { ...firewall, HelpID: 'h1', Category: '', MediaType: '', MediaUrl: '', Attributes: '' },
    ]);
    const row = exported.split('\r\n')[1]!;
    expect(row).toContain('in that firewall:\\n\\n*   login.botframework.com');
    expect(parse('tsv', exported).entries[0]!.Answer).toBe(firewall.Answer);
  });

  it('turns the chit-chat Metadata into tags', () => {
    const parsed = parse('tsv', sharedData('chitchat/qna_chitchat_professional.tsv'));
    expect(parsed.entries).toHaveLength(90);
    expect(parsed.entries.every((entry) => entry.Tags?.join() === 'editorial:chitchat')).toBe(true);
  });

  it('reads qnaList with multi-turn prompts and isContextOnly, and qnaDocuments', () => {
    const multiturn = parse('json', thirdParty('botframework-cli/MultiturnReplaceKbWithFlattenedTree.json'));
    expect(multiturn.source).toBe('QnA Maker JSON');
    expect(multiturn.entries.map((entry) => entry.ExternalID)).toEqual(['1', '2', '3', '4', '5']);
    expect(multiturn.entries[0]!.Kept!.Prompts).toHaveLength(3);
    expect(multiturn.entries.filter((entry) => entry.Kept?.IsContextOnly === true)).toHaveLength(2);
    const documents = parse('json', thirdParty('botframework-cli/qnaDocuments.json'));
    expect(documents.entries).toMatchObject([{ Questions: ['How do I change the default message'] }]);
    // id 0 is QnA Maker's "not assigned yet": no external id.
    expect(documents.entries[0]!.ExternalID).toBeUndefined();
    const root2 = parse('json', thirdParty('botframework-cli/root2.json'));
    expect([root2.rows, root2.entries.length, questionsOf(root2.entries), root2.problems.length]).toEqual([
      99, 97, 168, 2,
    ]);
  });

  it('names a recognised shape it does not import', () => {
    const parsed = parse('json', JSON.stringify({ luis_schema_version: '7.0.0', intents: [] }));
    expect(parsed.problems[0]!.Reason).toMatch(/^This looks like a LUIS app, which cannot be imported here/);
  });
});

describe('Rasa retrieval-intent FAQ', () => {
  it('imports faq/chitchat intents with their responses; other intents are left out and said', () => {
    const parsed = parse('yaml', thirdParty('rasa/nlu.yml'));
    expect(parsed.entries).toHaveLength(2);
    expect(parsed.entries[0]).toMatchObject({
      ExternalID: 'chitchat/ask_name',
      Questions: [
        'What is your name?',
        'May I know your name?',
        'What do people call you?',
        'Do you have a name for yourself?',
      ],
      QuestionLines: [95, 96, 97, 98],
      Answer: 'hello, my name is retrieval bot.',
      MediaType: 'image',
      Kept: { AlternateAnswers: ['Oh yeah, I am called the retrieval bot.'] },
    });
    expect(parsed.notes).toHaveLength(7);
  });

  it('reads nlu and responses sent as two files', () => {
    const nluOnly = thirdParty('rasa/nlu.yml').split('\nresponses:')[0]!;
    const parsed = parse('yaml', `${nluOnly}\n---\n${thirdParty('rasa/responses.yml')}`);
    expect(parsed.entries.map((entry) => entry.ExternalID)).toEqual(['chitchat/ask_name', 'chitchat/ask_weather']);
  });
});

describe('text from real files', () => {
  it('names a still-refused character with its code point, line, field and column', () => {
    const parsed = parse('csv', 'Questions,Answer\r\nWhere?,"First line\r\nsecond \u0081line"\r\nOk?,Fine');
    expect(parsed.problems).toEqual([
      {
        Line: 3,
        Field: 'answer',
        Reason: 'The character U+0081 (a control character) is not allowed here: line 3, answer, column 8.',
      },
    ]);
    expect(parsed.entries.map((entry) => entry.Answer)).toEqual(['Fine']);
  });
});
