import {
  fillMessage,
  messages,
  type BulkExportEntry,
  type BulkFormat,
  type HelpImportRecord,
} from '@switchboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { allHelp, helpBody } from './help-fixtures';
import { exported, sendFile, sharedData } from './help-bulk-client';
import { foundingOwner } from './organization-people';

/**
 * Issue 33 item 5: the third mode (replace the whole knowledge base) and the undo of any import for 7 days. Every
 * case starts a new organization from real files (../shared/data) and compares the help export before the import
 * with the export after its undo: the same entries, ids included.
 */
let platform: string;
beforeAll(async () => {
  platform = await signIn(USERS.platform);
});

const files: Record<string, [BulkFormat, string]> = {
  professional: ['tsv', 'chitchat/qna_chitchat_professional.tsv'],
  friendly: ['tsv', 'chitchat/qna_chitchat_friendly.tsv'],
  sampleQnAs: ['tsv', 'qnamaker-sample-kbs/SampleQnAs.tsv'],
  activeLearning: ['tsv', 'qnamaker-sample-kbs/SampleActiveLearning.tsv'],
  basicKb: ['tsv', 'qnamaker-sample-kbs/basic-kb.tsv'],
  blog: ['json', 'qnabot/blog-samples-final.json'],
};
type Send = Parameters<typeof sendFile>;
const send = (
  cookie: string,
  file: keyof typeof files,
  name: Send[1] = 'ImportHelp',
  mode?: Send[4],
  extra?: Send[6],
) => sendFile(cookie, name, files[file]![0], sharedData(files[file]![1]), mode, undefined, extra);

const byId = (a: BulkExportEntry, b: BulkExportEntry) => a.HelpID.localeCompare(b.HelpID);
const snapshot = async (cookie: string) => ((await exported(cookie)) as BulkExportEntry[]).sort(byId);
const undo = (cookie: string, ImportID: string) =>
  call<Record<string, unknown>>('UndoHelpImport', { cookie, body: { ImportID } });
const done = (removed: number, restored: number, recreated: number) =>
  fillMessage(messages.msg_help_undo_done, { removed, restored, recreated });

describe('undo of an import in each mode', { timeout: 120_000 }, () => {
  it('add new and update matching: the 90 changed chit-chat answers get their previous version back', async () => {
    const { cookie } = await foundingOwner(platform);
    expect(await send(cookie, 'professional')).toMatchObject({ New: 90, Invalid: 2 });
    const before = await snapshot(cookie);

    const imported = await send(cookie, 'friendly', 'ImportHelp', 'update');
    expect(imported).toMatchObject({ New: 0, Changed: 90 });
    expect(await snapshot(cookie)).not.toEqual(before);

    const undone = await undo(cookie, imported.ImportID);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ Removed: 0, Restored: 90, Recreated: 0, Skipped: [], Message: done(0, 90, 0) });
    expect(await snapshot(cookie)).toEqual(before);
  });

  it('add new only: what it added is removed, and its questions can be added again', async () => {
    const { cookie } = await foundingOwner(platform);
    await send(cookie, 'sampleQnAs');
    const before = await snapshot(cookie);

    const imported = await send(cookie, 'blog', 'ImportHelp', 'new-only');
    expect(imported).toMatchObject({ New: 20, Changed: 0, Invalid: 0 });
    const undone = await undo(cookie, imported.ImportID);
    expect(undone.body).toMatchObject({ Removed: 20, Message: done(20, 0, 0) });
    expect(await snapshot(cookie)).toEqual(before);
    // The removed entries' questions are free again: the same file imports whole.
    expect(await send(cookie, 'blog', 'ImportHelp', 'new-only')).toMatchObject({ New: 20, Invalid: 0 });
  });

  it('replace: asks for the organization name, deletes what the file lacks, and the undo recreates it', async () => {
    const { cookie, name } = await foundingOwner(platform);
    await send(cookie, 'sampleQnAs');
    await send(cookie, 'blog');
    const before = await snapshot(cookie);
    expect(before).toHaveLength(31);

    // The preview says what would go: every stored entry that the file does not match.
    const preview = await send(cookie, 'basicKb', 'PreviewHelpImport', 'replace');
    expect(preview).toMatchObject({ New: 16, Matched: 0, Stored: { Entries: 31 } });

    for (const typed of [undefined, name.toLowerCase(), `${name} `]) {
      const refused = await send(cookie, 'basicKb', 'ImportHelp', 'replace', { ConfirmOrganizationName: typed });
      expect(refused.statuses).toEqual([400]);
      expect(refused.refusals[0]!.body).toBe(`ConfirmOrganizationName: ${messages.msg_help_bulk_replace_name}`);
    }
    expect(await snapshot(cookie)).toEqual(before);

    const replaced = await send(cookie, 'basicKb', 'ImportHelp', 'replace', { ConfirmOrganizationName: name });
    expect(replaced).toMatchObject({ New: 16, Deleted: 31, Invalid: 0 });
    const after = await snapshot(cookie);
    expect(after).toHaveLength(16);
    expect(after.some((entry) => before.some((old) => old.HelpID === entry.HelpID))).toBe(false);
    // A deleted entry's question is free: another entry may take it (and gives it back before the undo).
    const freed = before[0]!.Questions[0]!;
    const taken = await call<{ HelpID: string }>('AddHelp', {
      cookie,
      body: { ...helpBody(), ShortDescription: freed },
    });
    expect(taken.status).toBe(201);
    expect((await call('DeleteHelp', { cookie, body: { HelpID: taken.body.HelpID } })).status).toBe(200);

    const undone = await undo(cookie, replaced.ImportID);
    expect(undone.body).toMatchObject({ Removed: 16, Restored: 0, Recreated: 31, Message: done(16, 0, 31) });
    expect(await snapshot(cookie)).toEqual(before);
  });
});

describe('the undo refuses what it must', { timeout: 120_000 }, () => {
  it('leaves an entry changed since the import and names it; a second undo at once answers 409', async () => {
    const { cookie, email } = await foundingOwner(platform);
    await send(cookie, 'blog');
    const before = new Set((await snapshot(cookie)).map((entry) => entry.HelpID));
    const imported = await send(cookie, 'activeLearning');
    expect(imported).toMatchObject({ New: 21 });
    const edited = (await allHelp(cookie)).find((entry) => !before.has(String(entry.HelpID)))!;
    const change = { ...edited, LongDescription: 'Edited after the import.' };
    expect((await call('UpdateHelp', { cookie, body: change })).status).toBe(200);

    const staff = await signIn(USERS.staff);
    expect((await undo(staff, imported.ImportID)).status).toBe(403);
    const [first, second] = await Promise.all([undo(cookie, imported.ImportID), undo(cookie, imported.ImportID)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const answer = (first.status === 200 ? first : second).body as {
      Removed: number;
      Skipped: unknown[];
      Message: string;
    };
    expect(answer.Skipped).toEqual([
      {
        HelpID: edited.HelpID,
        Entry: String(edited.ShortDescription).split(';')[0],
        Reason: expect.stringContaining(`Changed after the import (by ${email}`) as unknown,
      },
    ]);
    expect(answer.Removed).toBe(20);
    expect(answer.Message).toBe(`${done(20, 0, 0)} ${fillMessage(messages.msg_help_undo_skipped, { count: 1 })}`);
    expect((await undo(cookie, imported.ImportID)).status).toBe(409);

    const imports = (await call<HelpImportRecord[]>('GetHelpImports', { cookie })).body;
    expect(imports[0]).toMatchObject({
      ImportID: imported.ImportID,
      Mode: 'update',
      Added: 21,
      Status: 'undone',
      UndoSummary: answer.Message,
    });
    expect(imports).toHaveLength(2);
    // The entry edited since is still there, as edited.
    expect((await allHelp(cookie)).find((entry) => entry.HelpID === edited.HelpID)).toMatchObject({
      LongDescription: 'Edited after the import.',
    });
  });

  it('answers 404 for an import of another organization, 400 for an id that is not one', async () => {
    const owner = await foundingOwner(platform);
    const imported = await send(owner.cookie, 'sampleQnAs');
    const other = await foundingOwner(platform);
    expect((await undo(other.cookie, imported.ImportID)).status).toBe(404);
    const bad = await undo(owner.cookie, 'not-an-id');
    expect([bad.status, String(bad.body)]).toEqual([400, expect.stringContaining('ImportID')]);
  });
});
