import { readFileSync } from 'node:fs';
import { checkTestDefinition } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import {
  SAMPLE_HELP_FILE,
  SAMPLE_PHRASINGS,
  sampleHelpEntries,
  sampleHelpLine,
  sampleSkillTest,
  seedSampleHelp,
} from './sample-help';

const source = readFileSync(SAMPLE_HELP_FILE, 'utf8');

describe('the sample help Q&A', () => {
  it('is the 90 answers of the chit-chat set, each with at most its first phrasings', () => {
    const entries = sampleHelpEntries(source);
    expect(entries).toHaveLength(90);
    expect(Math.max(...entries.map((entry) => entry.Questions.length))).toBe(SAMPLE_PHRASINGS);
    expect(entries.every((entry) => entry.Questions.length === entry.QuestionLines.length)).toBe(true);
    expect(new Set(entries.flatMap((entry) => entry.Questions)).size).toBe(
      entries.reduce((n, entry) => n + entry.Questions.length, 0),
    );
  });

  it('comes with a skill test the definition format accepts, asking only phrasings that were left out', () => {
    const definition = sampleSkillTest(source);
    const check = checkTestDefinition(JSON.stringify(definition));
    expect(check.ok ? [] : check.problems).toEqual([]);
    const imported = new Set(sampleHelpEntries(source).flatMap((entry) => entry.Questions));
    const firstQuestions = new Set(sampleHelpEntries(source).map((entry) => entry.Questions[0]));
    const asked = definition.steps.filter((step) => step.expect.entry !== undefined);
    expect(asked).toHaveLength(20);
    expect(asked.filter((step) => imported.has(step.say))).toEqual([]);
    expect(asked.every((step) => firstQuestions.has(step.expect.entry!))).toBe(true);
    expect(definition.steps.filter((step) => step.expect.noMatch === true)).toHaveLength(2);
  });

  it('is left out, and says why, when the data set is not beside the checkout', async () => {
    const outcome = await seedSampleHelp('any-organization', '/nonexistent/qna_chitchat_professional.tsv');
    expect(outcome).toEqual({ kind: 'missing', file: '/nonexistent/qna_chitchat_professional.tsv' });
    expect(sampleHelpLine(outcome)).toBe(
      '  sample help Q&A not added: /nonexistent/qna_chitchat_professional.tsv is missing',
    );
    expect(sampleHelpLine(undefined)).toBe('');
  });
});
