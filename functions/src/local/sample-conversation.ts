import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseBulkFile, type BulkEntry, type TestDefinition } from '@switchboard/shared';
import type { Principal } from '../auth/principal';
import { importHelp } from '../services/help/bulk/bulk-import-service';
import { addTest } from '../services/skill-tests/skill-test-service';

/**
 * QnABot's RecentTopicsDemo (aws-solutions/qnabot-on-aws, Apache-2.0; test/fixtures/third-party/SOURCES.md): a
 * multi-turn sample in which "What is SageMaker" (topic SageMaker) offers its follow-ups as response-card buttons.
 */
export const SAMPLE_CONVERSATION_FILE = fileURLToPath(
  new URL('../../../test/fixtures/third-party/qnabot-on-aws/RecentTopicsDemo.json', import.meta.url),
);
/** The topic's entry and the two follow-ups its card offers (QnABot qids). */
const TOPIC_ENTRY = 'RecentTopics.SageMaker';
const FOLLOW_UPS = ['RecentTopics.SageMaker.AugmentedAI', 'RecentTopics.SageMaker.GroundTruth'];
export const SAMPLE_CONVERSATION_TEST_NAME = 'SageMaker conversation (sample)';

/**
 * The three entries, their card buttons kept only for the two follow-ups. QnABot's button values are `QID::qid`
 * (ask that item); here a button asks the follow-up's question, which any answering engine understands.
 */
export function sampleConversationEntries(source: string): BulkEntry[] {
  const entries = parseBulkFile('json', source).entries;
  const byId = new Map(entries.map((entry) => [entry.ExternalID, entry]));
  const kept = [TOPIC_ENTRY, ...FOLLOW_UPS].map((id) => byId.get(id)).filter((entry) => entry !== undefined);
  return kept.map((entry) => {
    if (!entry.Card) return entry;
    const buttons = entry.Card.Buttons ?? [];
    const Buttons = buttons.flatMap((button) => {
      const target = byId.get(button.Value.replace(/^QID::/, ''));
      return target && FOLLOW_UPS.includes(target.ExternalID!)
        ? [{ Text: button.Text, Value: target.Questions[0]! }]
        : [];
    });
    return { ...entry, Card: { ...entry.Card, Buttons } };
  });
}

/** A skill test that walks the sample: the topic's question, then each follow-up as its button asks it. */
export function sampleConversationTest(entries: BulkEntry[]): TestDefinition {
  const topic = entries.find((entry) => entry.ExternalID === TOPIC_ENTRY)!;
  // Each step also expects the topic its answer is in: the conversation's topic as the assistant reports it.
  const topicOf = (question: string) => entries.find((entry) => entry.Questions[0] === question)?.Topic;
  const inTopic = (question: string) => (topicOf(question) ? { topic: topicOf(question)! } : {});
  const followUps = (topic.Card?.Buttons ?? []).map((button) => ({
    say: button.Value,
    expect: { entry: button.Value, ...inTopic(button.Value) },
    note: `the follow-up "${button.Text}" of "${topic.Questions[0]}"`,
  }));
  return {
    version: 1,
    name: SAMPLE_CONVERSATION_TEST_NAME,
    description: "Walks QnABot's RecentTopicsDemo: the SageMaker topic and its two follow-ups, in order.",
    steps: [
      {
        say: topic.Questions[0]!,
        expect: { entry: topic.Questions[0]!, contains: ['Amazon SageMaker'], ...inTopic(topic.Questions[0]!) },
      },
      ...followUps,
    ],
  };
}

export type SampleConversationOutcome = { entries: number; testSteps: number } | { missing: string };

/** Adds the sample and its skill test to an organization (the caller's sample-help seeding decides when). */
export async function seedSampleConversation(
  seeder: Principal,
  file = SAMPLE_CONVERSATION_FILE,
): Promise<SampleConversationOutcome> {
  if (!existsSync(file)) return { missing: file };
  const entries = sampleConversationEntries(readFileSync(file, 'utf8'));
  const outcome = await importHelp({ Entries: entries }, seeder);
  const test = sampleConversationTest(entries);
  await addTest(
    {
      ...{ Id: randomUUID(), Name: SAMPLE_CONVERSATION_TEST_NAME, ScheduleType: '0' as const },
      ...{ SendReportAsEmail: false, ReportEmail: '', Url: '', TestDefinitionJson: JSON.stringify(test) },
    },
    seeder,
  );
  return { entries: outcome.New, testSteps: test.steps.length };
}
