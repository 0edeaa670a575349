import { splitQuestions, type SkillTest, type TestDefinition } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import type { Principal } from '../../auth/principal';
import { invalid } from '../../errors';
import { allHelpEntries } from '../help/help-entries';
import { addTest } from './skill-test-service';
import { MAX_TEST_STEPS } from '@switchboard/shared';

const isLive = (entry: { Active: boolean; ReleaseTime: string; ExpireTime: string }, now: number) =>
  entry.Active && Date.parse(entry.ReleaseTime) <= now && Date.parse(entry.ExpireTime) > now;

/**
 * "Create a regression test from the Help Q&A": a definition asking every question of every live entry and
 * expecting that entry (by HelpID, which survives edits of the first question), saved as a new test. Run at once
 * on an unchanged knowledge base it passes; it fails where a later change makes a question answer elsewhere.
 */
export async function createTestFromHelp(body: { Name?: string }, principal: Principal): Promise<SkillTest> {
  const now = Date.now();
  const entries = (await allHelpEntries(principal.organizationId))
    .filter((entry) => isLive(entry, now))
    .sort((a, b) => a.HelpID.localeCompare(b.HelpID));
  const steps = entries.flatMap((entry) =>
    splitQuestions(entry.ShortDescription).map((question) => ({
      say: question,
      expect: { entry: entry.HelpID },
      note: `Help entry ${entry.HelpID}`,
    })),
  );
  if (steps.length === 0) throw invalid('Help Q&A: has no live entry to test');
  if (steps.length > MAX_TEST_STEPS) {
    throw invalid(`Help Q&A: has ${steps.length} questions; a test holds at most ${MAX_TEST_STEPS}`);
  }
  const name = body.Name ?? `Help Q&A regression ${new Date(now).toISOString().slice(0, 16).replace('T', ' ')}`;
  const definition: TestDefinition = {
    version: 1,
    name,
    description: 'Asks every question of every live Help Q&A entry and expects that entry.',
    steps,
  };
  return addTest(
    {
      Id: randomUUID(),
      Name: name,
      ScheduleType: '0',
      SendReportAsEmail: false,
      ReportEmail: '',
      Url: '',
      TestDefinitionJson: JSON.stringify(definition),
    },
    principal,
  );
}
