import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { fillMessage, IMPORT_UNDO_DAYS, messages, type HelpImportRecord } from '@switchboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { exported, sendFile, sharedData } from './help-bulk-client';
import { foundingOwner } from './organization-people';
import { storedTables as stored } from './stored-tables';

/**
 * Issue 33 item 5: an import can be undone for IMPORT_UNDO_DAYS from its record's StartedAt. The age is the stored
 * record's, so the test moves that back (no clock to wait for): past the days the undo answers 400 naming ImportID
 * and nothing changes; just inside them it still undoes.
 */
const HOUR_MS = 3_600_000;

/** Makes the stored import record say it started `hours` ago. */
const startedHoursAgo = (organizationId: string, importId: string, hours: number) =>
  stored.send(
    new UpdateCommand({
      TableName: 'switchboard-entities',
      Key: { pk: `ORG#${organizationId}#HelpImport`, sk: importId },
      UpdateExpression: 'SET StartedAt = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':at': new Date(Date.now() - hours * HOUR_MS).toISOString() },
    }),
  );

let platform: string;
beforeAll(async () => {
  platform = await signIn(USERS.platform);
});

const undo = (cookie: string, ImportID: string) =>
  call<Record<string, unknown>>('UndoHelpImport', { cookie, body: { ImportID } });
const importSample = async (cookie: string) => {
  const imported = await sendFile(cookie, 'ImportHelp', 'tsv', sharedData('qnamaker-sample-kbs/SampleQnAs.tsv'));
  expect(imported).toMatchObject({ New: 11, Invalid: 0 });
  return imported.ImportID;
};

describe('the undo of an old import', { timeout: 60_000 }, () => {
  it(`answers 400 naming ImportID once ${IMPORT_UNDO_DAYS} days have passed, and changes nothing`, async () => {
    const { cookie, organizationId } = await foundingOwner(platform);
    const importId = await importSample(cookie);
    await startedHoursAgo(organizationId, importId, IMPORT_UNDO_DAYS * 24 + 1);
    const before = await exported(cookie);
    expect(before).toHaveLength(11);

    const refused = await undo(cookie, importId);
    expect([refused.status, refused.body]).toEqual([
      400,
      `ImportID: ${fillMessage(messages.msg_help_undo_expired, { days: IMPORT_UNDO_DAYS })}`,
    ]);
    expect(await exported(cookie)).toEqual(before);
    // It is no longer offered either.
    const imports = (await call<HelpImportRecord[]>('GetHelpImports', { cookie })).body;
    expect(imports.map((record) => record.ImportID)).not.toContain(importId);
  });

  it(`still undoes an import an hour short of ${IMPORT_UNDO_DAYS} days`, async () => {
    const { cookie, organizationId } = await foundingOwner(platform);
    const importId = await importSample(cookie);
    await startedHoursAgo(organizationId, importId, IMPORT_UNDO_DAYS * 24 - 1);
    const imports = (await call<HelpImportRecord[]>('GetHelpImports', { cookie })).body;
    expect(imports.find((record) => record.ImportID === importId)).toMatchObject({ Added: 11, Status: 'done' });

    const undone = await undo(cookie, importId);
    expect([undone.status, undone.body]).toMatchObject([200, { Removed: 11, Skipped: [] }]);
    expect(await exported(cookie)).toEqual([]);
  });
});
