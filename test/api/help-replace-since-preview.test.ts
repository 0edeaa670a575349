import { fillMessage, messages, type BulkExportEntry } from '@switchboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { addedHelp, allHelp, helpBody } from './help-fixtures';
import { exported, sendFile, sharedData } from './help-bulk-client';
import { foundingOwner } from './organization-people';

/**
 * Issue 33 item 5, mode replace: it deletes what the file does not hold, as the preview said. An entry someone else
 * changed or added after that preview was not in what the user saw go: it is kept and named (Skipped), like the
 * undo names what it leaves. Real files: QnA Maker's SampleQnAs.tsv stored, basic-kb.tsv replacing it.
 */
let platform: string;
beforeAll(async () => {
  platform = await signIn(USERS.platform);
});

const file = sharedData('qnamaker-sample-kbs/basic-kb.tsv');
const undo = (cookie: string, ImportID: string) =>
  call<Record<string, unknown>>('UndoHelpImport', { cookie, body: { ImportID } });

describe('replace after a preview', { timeout: 120_000 }, () => {
  it('keeps and names an entry changed and one added after the preview; deletes the rest', async () => {
    const { cookie, name, email } = await foundingOwner(platform);
    const stored = await sendFile(cookie, 'ImportHelp', 'tsv', sharedData('qnamaker-sample-kbs/SampleQnAs.tsv'));
    const storedCount = stored.New;
    expect(storedCount).toBeGreaterThan(1);

    const preview = await sendFile(cookie, 'PreviewHelpImport', 'tsv', file, 'replace');
    expect(preview).toMatchObject({ New: 16, Matched: 0, Stored: { Entries: storedCount } });
    expect(preview.PreviewedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    // Meanwhile another administrator edits one stored entry and adds one.
    const [edited] = await allHelp(cookie);
    const change = { ...edited!, LongDescription: 'Edited after the preview.' };
    expect((await call('UpdateHelp', { cookie, body: change })).status).toBe(200);
    const added = await addedHelp(cookie, helpBody({ ShortDescription: 'Where is the bike shed after the preview?' }));

    const replaced = await sendFile(cookie, 'ImportHelp', 'tsv', file, 'replace', undefined, {
      ConfirmOrganizationName: name,
      PreviewedAt: preview.PreviewedAt,
    });
    expect(replaced).toMatchObject({ New: 16, Deleted: storedCount - 1, Invalid: 0 });
    const byEntry = (a: { Entry?: string }, b: { Entry?: string }) => String(a.Entry).localeCompare(String(b.Entry));
    const reason = (message: string, entry: Record<string, unknown>) =>
      fillMessage(message, { by: email, at: String(entry.DateLastUpdated) });
    const now = await allHelp(cookie);
    const editedNow = now.find((entry) => entry.HelpID === edited!.HelpID)!;
    const addedNow = now.find((entry) => entry.HelpID === added.HelpID)!;
    expect(replaced.Skipped.sort(byEntry)).toEqual(
      [
        {
          HelpID: edited!.HelpID,
          Entry: String(edited!.ShortDescription).split(';')[0],
          Reason: reason(messages.msg_help_replace_changed, editedNow),
        },
        {
          HelpID: added.HelpID,
          Entry: 'Where is the bike shed after the preview?',
          Reason: reason(messages.msg_help_replace_added, addedNow),
        },
      ].sort(byEntry),
    );
    // What is stored: the file's 16, and the two entries nobody saw go, as they were made.
    expect(now).toHaveLength(18);
    expect(editedNow).toMatchObject({ LongDescription: 'Edited after the preview.' });

    // The undo puts back the deleted entries; the two kept ones stay as they are.
    const undone = await undo(cookie, replaced.ImportID);
    expect(undone.body).toMatchObject({ Removed: 16, Recreated: storedCount - 1, Skipped: [] });
    const after = (await exported(cookie)) as BulkExportEntry[];
    expect(after).toHaveLength(storedCount + 1);
  });

  it('without a preview time, still deletes only entries whose Version it read', async () => {
    const { cookie, name } = await foundingOwner(platform);
    const stored = await sendFile(cookie, 'ImportHelp', 'tsv', sharedData('qnamaker-sample-kbs/SampleQnAs.tsv'));
    const replaced = await sendFile(cookie, 'ImportHelp', 'tsv', file, 'replace', undefined, {
      ConfirmOrganizationName: name,
    });
    expect(replaced).toMatchObject({ New: 16, Deleted: stored.New, Skipped: [] });
    expect(await allHelp(cookie)).toHaveLength(16);
  });

  it('refuses a PreviewedAt that is not a moment the server wrote', async () => {
    const { cookie, name } = await foundingOwner(platform);
    const refused = await sendFile(cookie, 'ImportHelp', 'tsv', file, 'replace', undefined, {
      ConfirmOrganizationName: name,
      PreviewedAt: 'yesterday',
    });
    expect(refused.statuses).toEqual([400]);
    expect(String(refused.refusals[0]!.body)).toContain('PreviewedAt');
    expect(await allHelp(cookie)).toHaveLength(0);
  });
});
