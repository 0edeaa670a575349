import type { StepResult } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import { contextText, leftText, passRateText, resultPathOf, scoreText, stepMatches } from './run-format';

const step = (overrides: Partial<StepResult> = {}): StepResult => ({
  Index: 1,
  Say: 'When do you open?',
  Expected: 'entry "Opening hours"',
  ActualText: 'We open at nine.',
  MatchedHelpID: 'h-1',
  MatchedQuestion: 'What are the opening hours?',
  Score: 0.874,
  LatencyMs: 3.2,
  Passed: true,
  Failures: [],
  ...overrides,
});

describe('skill test result texts', () => {
  it('says how many steps passed, and the rate', () => {
    expect(passRateText({ PassedCount: 8, StepCount: 10, PassRate: 80 })).toBe('8 of 10 steps passed (80 %)');
    expect(passRateText({ PassedCount: 2, StepCount: 3, PassRate: 66.7 })).toBe('2 of 3 steps passed (66.7 %)');
    expect(passRateText({ PassedCount: 1, StepCount: 1, PassRate: 100 })).toBe('1 of 1 step passed (100 %)');
  });

  it('links a run by its RunID and shows a score with two decimals', () => {
    expect(resultPathOf('a b')).toBe('/skilltest/TestSkillResult?Id=a%20b');
    expect(scoreText(0.874)).toBe('0.87');
    expect(scoreText(null)).toBe('–');
  });

  it('filters steps by result and by any text of the row, failure reasons included', () => {
    const failed = step({ Passed: false, Failures: ['the answer does not contain "lunch"'] });
    expect(stepMatches(step(), '', 'all')).toBe(true);
    expect(stepMatches(step(), '', 'failed')).toBe(false);
    expect(stepMatches(failed, '', 'failed')).toBe(true);
    expect(stepMatches(failed, '', 'passed')).toBe(false);
    expect(stepMatches(failed, '  LUNCH ', 'all')).toBe(true);
    expect(stepMatches(step(), 'opening HOURS', 'passed')).toBe(true);
    expect(stepMatches(step(), 'lunch', 'all')).toBe(false);
  });

  it("says a step's conversation: the context it was asked in and what the answer left", () => {
    const inConversation = step({
      Context: { Topic: 'Nexus', HelpID: 'h-9', Entry: 'Nexus' },
      Topic: 'Nexus',
      FollowUps: ['Welcome Figure'],
    });
    expect(contextText(inConversation)).toBe('Topic “Nexus”, after “Nexus”');
    expect(leftText(inConversation)).toBe('Topic “Nexus”; offers “Welcome Figure”');
    expect([contextText(step()), leftText(step())]).toEqual(['Alone', '']);
    expect(stepMatches(inConversation, 'welcome figure', 'all')).toBe(true);
  });
});
