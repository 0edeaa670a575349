import { formatBulkFile, helpExtraNames, type BulkExportEntry, type BulkFormat } from '@switchboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, USERS } from './client';
import { relayed } from './collections-fixtures';
import { exported, sendFile, sharedData } from './help-bulk-client';
import { foundingOwner } from './organization-people';
import { thirdPartyFile } from '../third-party';

/**
 * Issue 33: real knowledge bases imported whole (QnABot, QnA Maker, Azure, Rasa: test/fixtures/third-party and
 * ../shared/data), counted after import, and exported back in every format to re-import unchanged.
 */

let platform: string;
const freshOrganization = async () => (await foundingOwner(platform)).cookie;
beforeAll(async () => {
  platform = await signIn(USERS.platform);
});

const entriesOf = async (cookie: string) => (await exported(cookie)) as BulkExportEntry[];
const questionsOf = (entries: BulkExportEntry[]) => entries.reduce((sum, entry) => sum + entry.Questions.length, 0);
/** How many entries keep each of the fields beyond the spec's. */
const fieldsKept = (entries: BulkExportEntry[]) =>
  Object.fromEntries(helpExtraNames.map((name) => [name, entries.filter((entry) => entry[name] !== undefined).length]));
/** An export without what an organization generates (ids), in a stable order, to compare two organizations. */
const comparable = (entries: BulkExportEntry[]) =>
  entries
    .map(({ HelpID: _id, ...entry }) => ({ ...entry, ExternalID: entry.ExternalID ?? '' }))
    .sort((a, b) => a.ExternalID.localeCompare(b.ExternalID) || a.Questions[0]!.localeCompare(b.Questions[0]!));

interface Case {
  name: string;
  format: BulkFormat;
  text: () => string;
  rows: number;
  entries: number;
  questions: number;
  invalid: number;
  kept: Partial<Record<(typeof helpExtraNames)[number], number>>;
}

const cases: Case[] = [
  {
    name: 'QnABot PrairieLineTrailTour.json (66 items, topics, cp1252 quotes)',
    format: 'json',
    text: () => thirdPartyFile('qnabot-on-aws/PrairieLineTrailTour.json'),
    ...{ rows: 66, entries: 66, questions: 252, invalid: 0 },
    kept: { ExternalID: 66, Topic: 64, AltMarkdown: 64, Card: 33, Next: 20, Kept: 2 },
  },
  {
    name: 'QnABot RecentTopicsDemo.json (cards with buttons, l/args)',
    format: 'json',
    text: () => thirdPartyFile('qnabot-on-aws/RecentTopicsDemo.json'),
    ...{ rows: 15, entries: 15, questions: 15, invalid: 0 },
    kept: { ExternalID: 15, Topic: 11, AltMarkdown: 9, Card: 14, Kept: 1 },
  },
  {
    name: 'QnABot large_import_questions.json (219 items, 71,430 questions)',
    format: 'json',
    text: () => thirdPartyFile('qnabot-on-aws/large_import_questions.json'),
    ...{ rows: 219, entries: 4, questions: 339, invalid: 215 },
    kept: { ExternalID: 4 },
  },
  {
    name: 'QnA Maker SampleActiveLearning.tsv (QnaId, Prompts)',
    format: 'tsv',
    text: () => sharedData('qnamaker-sample-kbs/SampleActiveLearning.tsv'),
    ...{ rows: 22, entries: 21, questions: 22, invalid: 0 },
    kept: { ExternalID: 21, Kept: 21 },
  },
  {
    name: 'QnA Maker JSON MultiturnReplaceKbWithFlattenedTree.json (qnaList, prompts)',
    format: 'json',
    text: () => thirdPartyFile('botframework-cli/MultiturnReplaceKbWithFlattenedTree.json'),
    ...{ rows: 5, entries: 5, questions: 5, invalid: 0 },
    kept: { ExternalID: 5, Kept: 5 },
  },
  {
    name: 'Azure question answering project JSON qna-to-cqa output.json (metadata, assets.synonyms, assets.qnas)',
    format: 'json',
    text: () => thirdPartyFile('azure-samples-qnamaker/qna-to-cqa-output.json'),
    ...{ rows: 2, entries: 2, questions: 2, invalid: 0 },
    kept: { ExternalID: 2, Tags: 2, Kept: 2 },
  },
  {
    name: 'Rasa retrieval-intent FAQ nlu.yml (nlu and responses in one file)',
    format: 'yaml',
    text: () => thirdPartyFile('rasa/nlu.yml'),
    ...{ rows: 9, entries: 2, questions: 8, invalid: 0 },
    kept: { ExternalID: 2, Kept: 2 },
  },
];

/**
 * The organization of each file's import, after its tests (which store nothing in it): the tests of an import
 * again start from it instead of a new organization importing the same file (a fresh one when run alone).
 */
const importedOrganizations = new Map<string, string>();
const caseNamed = (start: string) => cases.find((file) => file.name.startsWith(start))!.name;
async function organizationWith(name: string, format: BulkFormat, text: string): Promise<string> {
  const kept = importedOrganizations.get(name);
  if (kept) return kept;
  const cookie = await freshOrganization();
  await sendFile(cookie, 'ImportHelp', format, text);
  return cookie;
}

describe.each(cases)('$name', { timeout: 120_000 }, (file) => {
  let cookie: string;
  let stored: BulkExportEntry[];

  beforeAll(async () => {
    cookie = await freshOrganization();
    const imported = await sendFile(cookie, 'ImportHelp', file.format, file.text());
    expect(imported.refusals).toEqual([]);
    expect({ rows: imported.rows, New: imported.New, Invalid: imported.Invalid }).toEqual({
      rows: file.rows,
      New: file.entries,
      Invalid: file.invalid,
    });
    stored = await entriesOf(cookie);
  });
  afterAll(() => void importedOrganizations.set(file.name, cookie));

  it('stores every entry with its questions and the fields it had', () => {
    expect([stored.length, questionsOf(stored)]).toEqual([file.entries, file.questions]);
    expect(fieldsKept(stored)).toMatchObject(file.kept);
  });

  it('exports CSV, TSV and JSON that re-import as New 0, Changed 0, Invalid 0', async () => {
    for (const format of ['csv', 'tsv', 'json'] as const) {
      const back = await sendFile(cookie, 'PreviewHelpImport', format, formatBulkFile(format, stored));
      expect({ format, ...back }).toMatchObject({ format, New: 0, Changed: 0, Invalid: 0, Unchanged: file.entries });
    }
  });

  it('exports JSON that an empty organization imports as the same entries', async () => {
    const other = await freshOrganization();
    const again = await sendFile(other, 'ImportHelp', 'json', formatBulkFile('json', stored));
    expect(again).toMatchObject({ New: file.entries, Invalid: 0 });
    const copy = await entriesOf(other);
    const own = (entry: BulkExportEntry) => entry.ExternalID ?? entry.HelpID;
    // An entry without an external id is exported under its HelpID, which the copy keeps as its external id.
    expect(comparable(copy)).toEqual(comparable(stored.map((entry) => ({ ...entry, ExternalID: own(entry) }))));
  });
});

describe('QnABot JSON imported again', () => {
  it('updates the entry with the same qid instead of adding a copy; questions repeat across topics', async () => {
    const tour = thirdPartyFile('qnabot-on-aws/PrairieLineTrailTour.json');
    const cookie = await organizationWith(caseNamed('QnABot PrairieLineTrailTour.json'), 'json', tour);
    const changed = JSON.parse(tour.replace(/^\uFEFF/, '')) as { qna: { qid: string; a: string }[] };
    changed.qna[2]!.a = 'The tour starts here.';
    const again = await sendFile(cookie, 'ImportHelp', 'json', JSON.stringify(changed));
    expect(again).toMatchObject({ New: 0, Changed: 1, Unchanged: 65, Invalid: 0 });
    const stored = await entriesOf(cookie);
    expect(stored).toHaveLength(66);
    expect(stored.find((entry) => entry.ExternalID === changed.qna[2]!.qid)!.Answer).toBe('The tour starts here.');
    // "Tell me about the artist" and the like are asked under many topics: each topic keeps its own.
    const asked = stored.flatMap((entry) => entry.Questions.map((question) => question.toLowerCase()));
    expect(new Set(asked).size).toBeLessThan(asked.length);
  }, 120_000);
});

describe('what an import would change (issue 33 item 5)', () => {
  it('lists each changed entry with before and after; "add new only" leaves stored entries as they are', async () => {
    const tsv = sharedData('qnamaker-sample-kbs/SampleActiveLearning.tsv');
    const cookie = await organizationWith(caseNamed('QnA Maker SampleActiveLearning.tsv'), 'tsv', tsv);
    const stored = await entriesOf(cookie);
    // The product's own CSV export, one answer edited and one phrasing added, as a person would in a spreadsheet.
    const edited = stored.map((entry, index) =>
      index === 0 ? { ...entry, Answer: 'A new answer.', Questions: [...entry.Questions, 'A new phrasing'] } : entry,
    );
    const csv = formatBulkFile('csv', edited);
    const preview = await sendFile(cookie, 'PreviewHelpImport', 'csv', csv);
    expect(preview).toMatchObject({ New: 0, Changed: 1, Unchanged: 20, Invalid: 0, ChangesMore: 0 });
    // The caps, said before anything is stored: what is stored, what this adds, what an organization may hold.
    expect(preview).toMatchObject({
      Stored: { Entries: 21, Questions: 22 },
      AddedQuestions: 1,
      Limits: { Entries: 20_000, Questions: 100_000 },
    });
    expect(preview.Changes).toEqual([
      {
        Line: 2,
        HelpID: stored[0]!.HelpID,
        Entry: stored[0]!.Questions[0],
        Fields: [
          { Field: 'questions added', Before: stored[0]!.Questions.join('; '), After: 'A new phrasing' },
          { Field: 'answer', Before: stored[0]!.Answer, After: 'A new answer.' },
        ],
      },
    ]);
    const newOnly = await sendFile(cookie, 'ImportHelp', 'csv', csv, 'new-only');
    expect(newOnly).toMatchObject({ New: 0, Changed: 0, Unchanged: 21, Invalid: 0 });
    expect((await entriesOf(cookie)).find((entry) => entry.HelpID === stored[0]!.HelpID)!.Answer).toBe(
      stored[0]!.Answer,
    );
    const updated = await sendFile(cookie, 'ImportHelp', 'csv', csv, 'update');
    expect(updated).toMatchObject({ New: 0, Changed: 1, Unchanged: 20 });
    expect((await entriesOf(cookie)).find((entry) => entry.HelpID === stored[0]!.HelpID)!.Answer).toBe('A new answer.');
  }, 120_000);
});

describe('the Category column by name (issue 33 item 5)', () => {
  it('takes an existing category by name, lists new names, and creates them only with consent', async () => {
    const cookie = await freshOrganization();
    // The chit-chat TSV's first answers, with a Category column naming categories as a person would.
    const [header, ...rows] = sharedData('qnamaker-sample-kbs/basic-kb.tsv')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/);
    const named = [
      `${header}\tCategory`,
      ...rows.filter(Boolean).map((row, index) => `${row}\t${index % 2 ? 'Billing' : 'policies'}`),
    ].join('\n');
    const preview = await sendFile(cookie, 'PreviewHelpImport', 'tsv', named);
    // A new organization has the seeded categories (Policies among them): names compare as names do.
    expect(preview).toMatchObject({ New: 16, Invalid: 0, NewCategories: ['Billing'] });
    const withoutConsent = await sendFile(cookie, 'ImportHelp', 'tsv', named);
    expect(withoutConsent).toMatchObject({ New: 8, Invalid: 8 });
    expect(withoutConsent.Problems[0]!.Reason).toBe(
      'The category "Billing" does not exist yet: allow the import to create new categories, or name an existing one.',
    );
    expect(await entriesOf(cookie)).toHaveLength(8);
    const withConsent = await sendFile(cookie, 'ImportHelp', 'tsv', named, undefined, true);
    expect(withConsent).toMatchObject({ New: 8, Unchanged: 8, Invalid: 0 });
    const categories = await relayed<{ Id: string; Name: string }[]>('CategoriesByOrganization', cookie);
    const ids = new Map(categories.body.map((category) => [category.Name, category.Id]));
    expect(ids.has('Billing')).toBe(true);
    const stored = await entriesOf(cookie);
    expect(new Set(stored.map((entry) => entry.Category))).toEqual(new Set([ids.get('Billing'), ids.get('Policies')]));
    // The same names again are the categories now stored: nothing new to create, nothing changes.
    const again = await sendFile(cookie, 'PreviewHelpImport', 'tsv', named);
    expect(again).toMatchObject({ New: 0, Changed: 0, Unchanged: 16, NewCategories: [] });
  }, 120_000);
});
