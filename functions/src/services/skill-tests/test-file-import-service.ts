import {
  entryFinder,
  readTestFile,
  resolveLookups,
  splitQuestions,
  testDefinition,
  testFileFormats,
  type LookupEntry,
  type TestFileBody,
  type TestFileConversion,
} from '@switchboard/shared';
import type { Principal } from '../../auth/principal';
import { invalid } from '../../errors';
import { helpEntryPages } from '../help/help-entries';

/** The organization's help entries as the lookup of expected intents sees them. */
async function lookupEntries(organizationId: string): Promise<LookupEntry[]> {
  const entries: LookupEntry[] = [];
  const fields = ['HelpID', 'ShortDescription', 'ExternalID', 'Topic'] as const;
  for await (const page of helpEntryPages(organizationId, fields)) {
    for (const entry of page.items) {
      entries.push({
        HelpID: entry.HelpID,
        Questions: splitQuestions(entry.ShortDescription),
        ...(typeof entry.ExternalID === 'string' ? { ExternalID: entry.ExternalID } : {}),
        ...(typeof entry.Topic === 'string' ? { Topic: entry.Topic } : {}),
      });
    }
  }
  return entries;
}

/**
 * "Import tests", first step: what a test file would become (a test per convo or story, the expected intents
 * looked up among the organization's help entries, each test's warnings). Nothing is stored: the console shows it,
 * and saves the tests the user keeps with addSkillTest. A file that is no test file this reads is a 400 naming
 * what was expected; a test the definition schema refuses (a step too long…) is left out, saying why.
 */
export async function convertTestFile(body: TestFileBody, principal: Principal): Promise<TestFileConversion> {
  const read = readTestFile(body.FileName, body.Content);
  if (!read.ok) throw invalid(`FileName: ${read.problem}`);
  const { format, tests, warnings } = read.result;
  const looksUp = tests.some((test) => test.lookups.some((names) => names?.length));
  const find = entryFinder(looksUp ? await lookupEntries(principal.organizationId) : []);
  const converted: TestFileConversion['Tests'] = [];
  const fileWarnings = [...warnings];
  for (const test of tests.map((imported) => resolveLookups(imported, find))) {
    const name = (test.definition.name ?? body.FileName).slice(0, 200);
    const checked = testDefinition.safeParse({ ...test.definition, name });
    if (checked.success) converted.push({ Name: name, Definition: checked.data, Warnings: test.warnings });
    else {
      const problems = checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      fileWarnings.push(`${name}: left out, its definition is not valid (${problems.slice(0, 3).join('; ')}).`);
    }
  }
  return { Format: format, FormatName: testFileFormats[format], Tests: converted, Warnings: fileWarnings };
}
