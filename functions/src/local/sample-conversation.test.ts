import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testDefinition } from '@switchboard/shared';
import { SAMPLE_CONVERSATION_FILE, sampleConversationEntries, sampleConversationTest } from './sample-conversation';

describe('the sample conversation (QnABot RecentTopicsDemo)', () => {
  const entries = sampleConversationEntries(readFileSync(SAMPLE_CONVERSATION_FILE, 'utf8'));

  it('keeps the SageMaker topic entry and its two follow-ups, whose buttons ask the follow-up questions', () => {
    expect(entries.map((entry) => [entry.ExternalID, entry.Topic, entry.Questions])).toEqual([
      ['RecentTopics.SageMaker', 'SageMaker', ['What is SageMaker']],
      ['RecentTopics.SageMaker.AugmentedAI', 'SageMaker', ['What is Amazon SageMaker Augmented AI']],
      ['RecentTopics.SageMaker.GroundTruth', 'SageMaker', ['What is Amazon SageMaker GroundTruth']],
    ]);
    expect(entries[0]!.Card!.Buttons).toEqual([
      { Text: 'Amazon SageMaker Augmented AI', Value: 'What is Amazon SageMaker Augmented AI' },
      { Text: 'Amazon SageMaker GroundTruth', Value: 'What is Amazon SageMaker GroundTruth' },
    ]);
  });

  it('walks the topic and then each follow-up, in order', () => {
    const test = sampleConversationTest(entries);
    expect(testDefinition.safeParse(test).success).toBe(true);
    expect(test.steps.map((step) => [step.say, step.expect.entry])).toEqual([
      ['What is SageMaker', 'What is SageMaker'],
      ['What is Amazon SageMaker Augmented AI', 'What is Amazon SageMaker Augmented AI'],
      ['What is Amazon SageMaker GroundTruth', 'What is Amazon SageMaker GroundTruth'],
    ]);
  });
});
