import { EMPTY_GUID } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import { call } from '../../client';
import { addedHelp, helpBody } from '../../help-fixtures';
import { cookieOf } from '../context';
import { body, read, renamed, type Fixture, type Input } from './fixture';

/**
 * Help entries, made fresh through the API as the Demo organization (test/api/help-fixtures.ts). GetHelp lists
 * newest first within a category, so records are read back through their category (none: the empty GUID).
 */
const admin = () => cookieOf('orgAdmin');
const fresh = async () => addedHelp(await admin());
const helps = (answer: unknown) => (answer as { Helps: unknown[] }).Helps;
const categoryOf = (valid: Input) => ({
  categoryID: String((valid.body as Record<string, unknown>).HelpCategoryID ?? EMPTY_GUID),
  PageSize: '100',
});

export const helpFixtures: Record<string, Fixture> = {
  GetHelp: read(),
  AddHelp: {
    kind: 'create',
    valid: async () => body(helpBody()),
    unique: 'a question belongs to one entry of the organization',
    readBack: { list: 'GetHelp', id: 'ShortDescription', items: helps, query: categoryOf },
  },
  UpdateHelp: {
    kind: 'update',
    valid: async () => body(await fresh()),
    writer: renamed('LongDescription'),
    readBack: { list: 'GetHelp', id: 'HelpID', items: helps, query: categoryOf },
  },
  DeleteHelp: { kind: 'delete', valid: async () => body(await fresh()) },
  AddHelpPhrasing: {
    kind: 'action',
    valid: async () => body({ HelpID: (await fresh()).HelpID, Question: bulkEntry().Questions[0] }),
  },
  GetHelpAnsweringBalance: read(),
  // The calibrated step (0), which every organization starts at: the sweeps leave the answering as it was.
  SetHelpAnsweringBalance: { kind: 'action', valid: async () => body({ Step: 0 }) },
  QandASimulate: {
    kind: 'action',
    valid: async () => body({ Question: 'What are the opening hours?', QuestionType: '' }),
  },
  ExportHelp: read(),
  PreviewHelpImport: { kind: 'action', valid: async () => body({ Entries: [bulkEntry()] }) },
  ImportHelp: { kind: 'action', valid: async () => body({ Entries: [bulkEntry()] }) },
  GetHelpImports: read(),
  UndoHelpImport: { kind: 'action', valid: async () => body({ ImportID: await importedOnce() }) },
};

/** A fresh import of one entry, as the Demo organization's OrgAdmin: its id, for the undo. */
async function importedOnce() {
  const ImportID = randomUUID();
  const answer = await call('ImportHelp', { cookie: await admin(), body: { Entries: [bulkEntry()], ImportID } });
  if (answer.status !== 201 && answer.status !== 200) throw new Error(`ImportHelp: ${answer.status}`);
  return ImportID;
}

/** One entry of a bulk file whose question is unique to this call. */
function bulkEntry() {
  const question = String(helpBody().ShortDescription).split(';')[0]!;
  return { Line: 2, QuestionLines: [2], Questions: [question], Answer: 'Imported answer.' };
}
