import { helpInput, type BulkEntry } from '@switchboard/shared';
import { afterEach, describe, expect, it } from 'vitest';
import type { Principal } from '../../auth/principal';
import { AppError } from '../../errors';
import { useStandIns } from '../../local/use-stand-ins';

Object.assign(process.env, { STAGE: 'local', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });

/**
 * The caps on an organization's help entries and questions (issue 33 item 7), lowered through the environment so
 * a few entries reach them: said in the preview, enforced by ImportHelp and AddHelp, given back by DeleteHelp.
 */
const principal = (organizationId: string): Principal => ({
  email: 'curator@example.com',
  role: 'OrgAdmin',
  organizationId,
  sessionHash: 'x',
});
const entry = (line: number, ...questions: string[]): BulkEntry => ({
  Line: line,
  QuestionLines: questions.map(() => line),
  Questions: questions,
  Answer: `Answer ${line}.`,
});

useStandIns();
afterEach(() => {
  delete process.env.HELP_ENTRIES_MAX;
  delete process.env.HELP_QUESTIONS_MAX;
});

describe('help caps', () => {
  it('says the stored counts and the caps in the preview, and refuses an import past them, storing nothing', async () => {
    Object.assign(process.env, { HELP_ENTRIES_MAX: '3', HELP_QUESTIONS_MAX: '5' });
    const { previewHelpImport, importHelp } = await import('./bulk/bulk-import-service');
    const org = principal('caps-import');
    expect(await importHelp({ Entries: [entry(2, 'One?', 'Uno?'), entry(3, 'Two?')] }, org)).toMatchObject({ New: 2 });
    const preview = await previewHelpImport({ Entries: [entry(2, 'Three?'), entry(3, 'Four?', 'Five?')] }, org);
    expect(preview).toMatchObject({ New: 2, AddedQuestions: 3, Stored: { Entries: 2, Questions: 3 } });
    expect(preview.Limits).toEqual({ Entries: 3, Questions: 5 });
    const refused = await importHelp({ Entries: [entry(2, 'Three?'), entry(3, 'Four?', 'Five?')] }, org).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).message).toBe(
      'This would make 4 help entries with 6 questions: an organization may have at most 3 entries and 5 questions.',
    );
    const { helpCounts } = await import('./help-caps');
    expect(await helpCounts('caps-import')).toEqual({ Entries: 2, Questions: 3 });
    expect(await importHelp({ Entries: [entry(2, 'Three?', 'Tres?')] }, org)).toMatchObject({ New: 1 });
    expect(await helpCounts('caps-import')).toEqual({ Entries: 3, Questions: 5 });
  }, 60_000);

  it('AddHelp is refused past the cap; AddHelp and DeleteHelp keep the count', async () => {
    const { addHelp, deleteHelp } = await import('./help-service');
    const org = principal('caps-form');
    const first = await addHelp(helpInput.parse({ ShortDescription: 'A?;B?', LongDescription: 'x' }), org);
    const { helpCounts } = await import('./help-caps');
    expect(await helpCounts('caps-form')).toEqual({ Entries: 1, Questions: 2 });
    process.env.HELP_ENTRIES_MAX = '1';
    await expect(addHelp(helpInput.parse({ ShortDescription: 'C?', LongDescription: 'y' }), org)).rejects.toThrow(
      /at most 1 entries/,
    );
    expect(await helpCounts('caps-form')).toEqual({ Entries: 1, Questions: 2 });
    await deleteHelp({ HelpID: first.HelpID }, org);
    expect(await helpCounts('caps-form')).toEqual({ Entries: 0, Questions: 0 });
    await addHelp(helpInput.parse({ ShortDescription: 'C?', LongDescription: 'y' }), org);
    expect(await helpCounts('caps-form')).toEqual({ Entries: 1, Questions: 1 });
  }, 60_000);
});
