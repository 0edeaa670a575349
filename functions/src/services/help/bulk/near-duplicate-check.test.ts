import { helpInput, messages } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../../auth/principal';
import { useStandIns } from '../../../local/use-stand-ins';

Object.assign(process.env, { STAGE: 'local', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });

/**
 * The import preview's near-duplicate check (issue 13 item 5) on the real embedded DynamoDB and the real engine:
 * its time limit and the skip while the organization's index is being built by its job.
 */
const principal = (organizationId: string): Principal => ({
  email: 'curator@example.com',
  role: 'OrgAdmin',
  organizationId,
  sessionHash: 'x',
});
const row = (line: number, question: string, answer: string) => ({
  Line: line,
  QuestionLines: [line],
  Questions: [question],
  Answer: answer,
});

/** A small knowledge base: a few topics, each phrased several ways (so the engine can calibrate its threshold). */
const topics = [
  ['How old are you?;What is your age?;When were you born?;How many years old are you?', 'I have no age.'],
  ['Where is the canteen?;Where do I eat?;Where can I have lunch?;Is there a cafeteria?', 'On floor 3.'],
  ['How do I reset my password?;I forgot my password;Change my password', 'Use the self-service portal.'],
  ['Where can I park my car?;Is there parking for employees?;How do I get a parking permit?', 'In the garage.'],
  ['What is the guest wifi password?;How do I connect to the wifi?;Wifi access for guests', 'Ask reception.'],
  ['How do I book a meeting room?;Can I reserve a meeting room?;Where do I book rooms?', 'In the calendar.'],
];

async function organizationWithEntries(organizationId: string) {
  const { addHelp } = await import('../help-service');
  for (const [questions, answer] of topics) {
    await addHelp(helpInput.parse({ ShortDescription: questions, LongDescription: answer }), principal(organizationId));
  }
}

useStandIns();

describe('the near-duplicate check of an import preview', () => {
  it('names the entry that already answers a new question, and only within its time limit', async () => {
    await organizationWithEntries('near-dup-found');
    const { nearDuplicatesOf } = await import('./near-duplicate-check');
    const questions = [
      { text: 'How old are you actually?', line: 2 },
      { text: 'Which programming language is the best?', line: 3 },
    ];
    const report = await nearDuplicatesOf('near-dup-found', questions);
    expect(report.NearDuplicates.map(({ Line, Question }) => [Line, Question])).toEqual([
      [2, 'How old are you actually?'],
    ]);
    expect(report).toMatchObject({ NearDuplicatesChecked: 2, NearDuplicatesUnchecked: 0, NearDuplicateNote: null });
    const cut = await nearDuplicatesOf('near-dup-found', questions, { budgetMs: -1, minChecked: 1 });
    expect(cut).toMatchObject({ NearDuplicatesChecked: 1, NearDuplicatesUnchecked: 1 });
    expect(cut.NearDuplicateNote).toBe(
      'Near-duplicate check stopped at its time limit: 1 question(s) were not checked.',
    );
  }, 120_000);

  it('is skipped, and says so, while the job builds the index; the preview still answers', async () => {
    await organizationWithEntries('near-dup-building');
    const { acquireBuildLease } = await import('../answering-index/index-build-lease');
    const { currentContentVersion } = await import('../content-version');
    await acquireBuildLease('near-dup-building', await currentContentVersion('near-dup-building'), 2);
    const { previewHelpImport } = await import('./bulk-import-service');
    const preview = await previewHelpImport(
      { Entries: [row(2, 'How old are you actually?', 'Old enough.')] },
      principal('near-dup-building'),
    );
    expect(preview).toMatchObject({
      New: 1,
      NearDuplicates: [],
      NearDuplicatesChecked: 0,
      NearDuplicatesUnchecked: 1,
      NearDuplicateNote: messages.msg_help_bulk_near_duplicates_skipped,
    });
  }, 120_000);
});
