import { fillMessage, messages, parseBulkFile, type BulkOutcome, type QuestionAnswer } from '@switchboard/shared';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { addedHelp, allHelp, helpBody } from './help-fixtures';
import { sendFile } from './help-bulk-client';
import { foundingOwner } from './organization-people';
import { addedTest, definition, relay } from './skill-test-fixtures';
import { storedTables as stored } from './stored-tables';

/**
 * The answering index of a large organization is built by its job, never inside a question: after a big import the
 * question answers 503 with Retry-After and the message until the job wrote the snapshot, then the right answer.
 * A small organization is built inline at once, and one edit at a large organization is applied to the previous
 * index without a full build.
 */
const ENTRIES = 110; // three questions each: 330 questions, above the 300 built inside a request
const topic = (i: number) => `widget ${i} ${['alpha', 'bravo', 'charlie', 'delta', 'echo'][i % 5]}`;
const importCsv = (first = 1, last = ENTRIES) => {
  const rows = ['Questions,Answer'];
  for (let i = first; i <= last; i++) {
    const questions = [`How do I configure ${topic(i)}?`, `Setting up ${topic(i)}`, `Where is ${topic(i)} set?`];
    rows.push(`"${questions.join(';')}",Configure ${topic(i)} under Settings.`);
  }
  return rows.join('\r\n');
};

const ask = (cookie: string, Question: string) =>
  call<QuestionAnswer | string>('QandASimulate', { cookie, body: { Question, QuestionType: '' } });

let large: string;
let small: string;
let imported: { cookie: string; organizationId: string };

beforeAll(async () => {
  const platform = await signIn(USERS.platform);
  large = (await foundingOwner(platform)).cookie;
  small = (await foundingOwner(platform)).cookie;
  imported = await foundingOwner(platform);
});

async function indexState(organizationId: string) {
  const item = async (sk: string) =>
    (
      await stored.send(
        new GetCommand({ TableName: 'switchboard-entities', Key: { pk: `ORG#${organizationId}#HelpVersion`, sk } }),
      )
    ).Item;
  const [content, lease, snapshots] = await Promise.all([item('CONTENT'), item('BUILD'), item('SNAPSHOTS')]);
  return {
    version: Number(content?.Counter ?? 0),
    building: lease ? Number(lease.BuildVersion) : null,
    newestSnapshot: snapshots ? Number(snapshots.Newest) : null,
  };
}

describe('the answering index build job', () => {
  it('answers 503 with Retry-After while a large import is indexed, then the right answer', async () => {
    const imported = await sendFile(large, 'ImportHelp', 'csv', importCsv());
    expect(imported.New).toBe(ENTRIES);
    const expected = (await allHelp(large)).find(
      (entry) => entry.LongDescription === `Configure ${topic(42)} under Settings.`,
    );

    // A skill test run right after the import cannot be answered yet: Failed, with the reason (and nothing stored).
    const building = fillMessage(messages.msg_help_index_building, { entries: ENTRIES });
    const skillTest = await addedTest(large, {
      TestDefinitionJson: JSON.stringify(definition([{ say: `Setting up ${topic(3)}`, expect: { noMatch: false } }])),
    });
    const run = await relay<{ Status: string; Message: string }[]>('RunSingleTest', large, {
      query: { id: String(skillTest.Id) },
    });
    expect(run.body).toEqual([{ Status: 'Failed', Message: building }]);

    const first = await ask(large, `How do I configure ${topic(42)}?`);
    expect(first.status).toBe(503);
    expect(first.headers.get('retry-after')).toBe('30');
    expect(first.body).toBe(building);

    await expect
      .poll(
        async () => {
          const answer = await ask(large, `How do I configure ${topic(42)}?`);
          return answer.status === 200 ? (answer.body as QuestionAnswer).HelpID : answer.status;
        },
        { timeout: 90_000, interval: 250 },
      )
      .toBe(expected!.HelpID);
  }, 120_000);

  it('answers one edit at a large organization at once, from the previous index and the changed entry', async () => {
    const added = await addedHelp(
      large,
      helpBody({
        ShortDescription: 'How do I order a replacement badge?;I lost my access badge',
        LongDescription: 'Order a new badge at the front desk.',
      }),
    );
    const answer = await ask(large, 'How do I order a replacement badge?');
    expect(answer.status).toBe(200);
    expect((answer.body as QuestionAnswer).HelpID).toBe(added.HelpID);
    expect((answer.body as QuestionAnswer).Text).toBe('Order a new badge at the front desk.');
    // The entries imported before the edit still answer from the same index.
    const earlier = await ask(large, `Setting up ${topic(7)}`);
    expect((earlier.body as QuestionAnswer).Text).toBe(`Configure ${topic(7)} under Settings.`);
  }, 60_000);

  it('answers from the previous index while a large import is indexed, saying content is being refreshed', async () => {
    const more = await sendFile(large, 'ImportHelp', 'csv', importCsv(ENTRIES + 1, 2 * ENTRIES));
    expect(more.New).toBe(ENTRIES);
    // Not a 503: the index before the import answers what it knew, with the notice.
    const during = await ask(large, `How do I configure ${topic(42)}?`);
    expect(during.status).toBe(200);
    expect(during.body).toMatchObject({
      Kind: 'answer',
      Text: `Configure ${topic(42)} under Settings.`,
      Notice: messages.msg_help_index_refreshing,
    });
    // Once the job wrote the new index, the imported entries answer and the notice is gone.
    await expect
      .poll(
        async () => {
          const answer = (await ask(large, `How do I configure ${topic(ENTRIES + 42)}?`)).body as QuestionAnswer;
          return [answer.Text, answer.Notice];
        },
        { timeout: 90_000, interval: 250 },
      )
      .toEqual([`Configure ${topic(ENTRIES + 42)} under Settings.`, undefined]);
  }, 120_000);

  it('builds a small organization inline: its first question is answered at once', async () => {
    const added = await addedHelp(
      small,
      helpBody({
        ShortDescription: 'Where can I park my car?;Is there parking for employees?',
        LongDescription: 'Park in the basement garage.',
      }),
    );
    await addedHelp(
      small,
      helpBody({ ShortDescription: 'What is the guest wifi password?', LongDescription: 'Ask reception.' }),
    );
    const answer = await ask(small, 'Where can I park my car?');
    expect(answer.status).toBe(200);
    expect((answer.body as QuestionAnswer).HelpID).toBe(added.HelpID);
  }, 60_000);

  it('is started by the import itself after its last chunk: the index is built before anyone asks, at the import’s last version', async () => {
    const { cookie, organizationId } = imported;
    // A chunk with more to come (315 questions: enough to start the job were it the last) starts nothing yet.
    const chunk = (first: number, last: number) => parseBulkFile('csv', importCsv(first, last)).entries;
    const early = await call<BulkOutcome>('ImportHelp', { cookie, body: { Entries: chunk(1, 105), MoreChunks: true } });
    expect(early.body.New).toBe(105);
    expect((await indexState(organizationId)).building).toBeNull();
    // The last chunk (225 more questions) starts it.
    const final = await call<BulkOutcome>('ImportHelp', { cookie, body: { Entries: chunk(106, 180) } });
    expect(final.body.New).toBe(75);
    const afterImport = await indexState(organizationId);
    expect(afterImport.building).not.toBeNull();
    // No question asked: the job writes the snapshot of the version the import left, then gives the lease back.
    await expect
      .poll(async () => indexState(organizationId), { timeout: 90_000, interval: 250 })
      .toEqual({ version: afterImport.version, building: null, newestSnapshot: afterImport.version });
    const first = await ask(cookie, `Where is ${topic(170)} set?`);
    expect(first.status).toBe(200);
    expect((first.body as QuestionAnswer).Text).toBe(`Configure ${topic(170)} under Settings.`);
  }, 120_000);
});
