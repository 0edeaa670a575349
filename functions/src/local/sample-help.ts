import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseBulkFile, type BulkEntry, type TestDefinition } from '@switchboard/shared';
import type { Principal } from '../auth/principal';
import { importHelp } from '../services/help/bulk/bulk-import-service';
import { helpRepository } from '../services/help/help-repository';
import { addTest } from '../services/skill-tests/skill-test-service';
import {
  SAMPLE_CONVERSATION_TEST_NAME,
  seedSampleConversation,
  type SampleConversationOutcome,
} from './sample-conversation';

/**
 * Microsoft's QnA Maker chit-chat set, professional personality (MIT; ../shared/data/SOURCES.md), beside the
 * checkout as DESIGN lays it out.
 */
export const SAMPLE_HELP_FILE = fileURLToPath(
  new URL('../../../../shared/data/chitchat/qna_chitchat_professional.tsv', import.meta.url),
);

/**
 * Phrasings kept of each answer (the set has 14–299). Enough for the engine to answer other ways of asking, few
 * enough that the first start builds the index in seconds; the rest is what an administrator sees the engine miss and
 * teaches it (AddHelpPhrasing).
 */
export const SAMPLE_PHRASINGS = 12;

export type SampleHelpOutcome =
  | {
      kind: 'imported';
      entries: number;
      questions: number;
      testSteps: number;
      conversation: SampleConversationOutcome;
    }
  | { kind: 'kept'; why: 'has entries' }
  | { kind: 'missing'; file: string };

/** The set's entries, each with its first SAMPLE_PHRASINGS questions (the file's order), as an import sends them. */
export function sampleHelpEntries(source: string): BulkEntry[] {
  return parseBulkFile('tsv', source).entries.map((entry) => ({
    ...entry,
    Questions: entry.Questions.slice(0, SAMPLE_PHRASINGS),
    QuestionLines: entry.QuestionLines.slice(0, SAMPLE_PHRASINGS),
  }));
}

export const SAMPLE_TEST_NAME = 'Small talk, asked other ways';
/** Entries the sample test asks about, and questions it asks of each. */
const TESTED_ENTRIES = 10;
const ASKED_EACH = 2;

/**
 * A skill test over the sample: for the first entries of the set, phrasings of the file that were not imported
 * (expected: that entry, named by its first question), and two questions no small talk answers (expected: no
 * match). The engine has never seen the phrasings, so a run shows what it gets right and what a curator would teach.
 */
export function sampleSkillTest(source: string): TestDefinition {
  const asked = parseBulkFile('tsv', source)
    .entries.filter((entry) => entry.Questions.length >= SAMPLE_PHRASINGS + ASKED_EACH)
    .slice(0, TESTED_ENTRIES)
    .flatMap((entry) =>
      entry.Questions.slice(SAMPLE_PHRASINGS, SAMPLE_PHRASINGS + ASKED_EACH).map((say) => ({
        say,
        expect: { entry: entry.Questions[0]! },
      })),
    );
  const offTopic = ['What is the exchange rate of the euro today?', 'Open a ticket for my broken laptop'];
  return {
    version: 1,
    name: SAMPLE_TEST_NAME,
    description: 'Phrasings of the sample help Q&A it was not given, and questions it should not answer.',
    steps: [...asked, ...offTopic.map((say) => ({ say, expect: { noMatch: true }, note: 'not small talk' }))],
  };
}

/**
 * The demo organization's sample help Q&A, so /Chat and the test dialog answer small talk from the first start: the
 * chit-chat entries imported through the console's own import call (the same checks, question claims and index
 * build), and a skill test over them (sampleSkillTest); then a small multi-turn sample and the test that walks it
 * (sample-conversation.ts). Only into an organization with no help entry, so an
 * administrator's own knowledge base is never mixed with it; the caller runs it once (a marker).
 */
export async function seedSampleHelp(organizationId: string, file = SAMPLE_HELP_FILE): Promise<SampleHelpOutcome> {
  if (!existsSync(file)) return { kind: 'missing', file };
  if ((await helpRepository.list({ organizationId }, { pageSize: 1 })).items.length > 0)
    return { kind: 'kept', why: 'has entries' };
  const source = readFileSync(file, 'utf8');
  const entries = sampleHelpEntries(source);
  const seeder: Principal = { email: 'seed', role: 'OrgAdmin', organizationId, sessionHash: '' };
  const outcome = await importHelp({ Entries: entries }, seeder);
  const test = sampleSkillTest(source);
  await addTest(
    {
      Id: randomUUID(),
      Name: SAMPLE_TEST_NAME,
      ScheduleType: '0',
      SendReportAsEmail: false,
      ReportEmail: '',
      Url: '',
      TestDefinitionJson: JSON.stringify(test),
    },
    seeder,
  );
  const conversation = await seedSampleConversation(seeder);
  return {
    kind: 'imported',
    entries: outcome.New,
    questions: entries.reduce((n, e) => n + e.Questions.length, 0),
    testSteps: test.steps.length,
    conversation,
  };
}

/** What `npm start` prints of it (nothing once it was done on an earlier start). */
export function sampleHelpLine(outcome: SampleHelpOutcome | undefined): string {
  if (!outcome) return '';
  if (outcome.kind === 'missing') return `  sample help Q&A not added: ${outcome.file} is missing`;
  if (outcome.kind === 'kept') return '  sample help Q&A not added: Demo Organization already has help entries';
  return [
    `  sample help Q&A: ${outcome.entries} chit-chat entries (${outcome.questions} questions) added to Demo Organization;`,
    `    its answering index builds in the background; skill test "${SAMPLE_TEST_NAME}" (${outcome.testSteps} steps)`,
    'missing' in outcome.conversation
      ? `  sample conversation not added: ${outcome.conversation.missing} is missing`
      : `  sample conversation: ${outcome.conversation.entries} QnABot entries (a topic and two follow-ups), skill test "${SAMPLE_CONVERSATION_TEST_NAME}" (${outcome.conversation.testSteps} steps)`,
  ].join('\n');
}
