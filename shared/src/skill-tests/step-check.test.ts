import { describe, expect, it } from 'vitest';
import { stepFailures, type EngineAnswer } from './step-check';

const answer: EngineAnswer = {
  Text: 'We are open from  Nine to five.',
  HelpID: 'h-1',
  EntryQuestions: ['What are the opening hours?', 'When do you open?'],
  Score: 0.72,
};
const noMatch: EngineAnswer = {
  Text: "Sorry, I don't have an answer for that yet.",
  HelpID: null,
  EntryQuestions: [],
  Score: null,
};

describe('stepFailures', () => {
  it('passes when every expectation holds, comparing texts without case and spacing', () => {
    expect(
      stepFailures(
        {
          contains: ['nine to FIVE'],
          notContains: ['closed'],
          entry: 'what are the opening hours?',
          minScore: 0.7,
          noMatch: false,
        },
        answer,
      ),
    ).toEqual([]);
    expect(stepFailures({ entry: 'h-1', equals: 'we are open from nine to five.' }, answer)).toEqual([]);
    expect(stepFailures({ noMatch: true }, noMatch)).toEqual([]);
  });

  it('names every expectation the answer misses', () => {
    expect(
      stepFailures({ entry: 'When do you open?', minScore: 0.9, contains: ['weekend'], notContains: ['nine'] }, answer),
    ).toEqual([
      'expected the entry "When do you open?"',
      'score 0.72 is below 0.9',
      'the answer does not contain "weekend"',
      'the answer contains "nine"',
    ]);
    expect(stepFailures({ noMatch: true }, answer)).toEqual(['expected no match, but an entry answered']);
    expect(stepFailures({ noMatch: false, entry: 'h-1' }, noMatch)).toEqual([
      'expected an answer, but nothing matched',
      'expected the entry "h-1"',
    ]);
  });

  it('checks a clarification: it asked, and offered each entry named (HelpID or first question)', () => {
    const clarification: EngineAnswer = {
      ...noMatch,
      Text: 'Did you mean "When do you open?", or "Where are you?"?',
      Options: [
        { HelpID: 'h-1', EntryQuestions: ['What are the opening hours?', 'When do you open?'] },
        { HelpID: 'h-2', EntryQuestions: ['Where are you?'] },
      ],
    };
    expect(stepFailures({ clarify: ['h-2', 'what are the opening hours?'] }, clarification)).toEqual([]);
    expect(stepFailures({ clarify: ['h-1', 'h-3'] }, clarification)).toEqual([
      'the clarification does not offer "h-3"',
    ]);
    expect(stepFailures({ clarify: ['h-1'] }, answer)).toEqual([
      'expected a clarification, but the assistant did not ask',
    ]);
  });

  it('checks the topic an answer is in and the follow-ups it offers', () => {
    const inTopic: EngineAnswer = { ...answer, Topic: 'Nexus', FollowUps: ['Medium', 'Meet the artist'] };
    expect(stepFailures({ topic: 'nexus', followUps: ['meet the  artist'] }, inTopic)).toEqual([]);
    expect(stepFailures({ topic: 'Maru', followUps: ['Medium', 'History'] }, inTopic)).toEqual([
      'expected the topic "Maru", but it is "Nexus"',
      'the answer does not offer the follow-up "History"',
    ]);
    expect(stepFailures({ topic: 'Nexus' }, answer)).toEqual(['expected the topic "Nexus", but it is none']);
  });
});
