import type { UsageLog } from '@switchboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { sendFile } from './help-bulk-client';
import { foundingOwner } from './organization-people';

/** The usage logs of a bulk import (issue 13 item 3): one administrator action, one log a chunk, not one an entry. */
let platform: string;

beforeAll(async () => {
  platform = await signIn(USERS.platform);
});

const today = (shiftDays = 0) => new Date(Date.now() + shiftDays * 86_400_000).toISOString().slice(0, 10);

async function importLogs(cookie: string) {
  const query = { StartDateTime: today(-1), EndDateTime: today(1), TimezoneOffset: '0', Detail: 'help' };
  const answer = await call<{ ResponseBody: string }>('UserLogsByTimeZone', { cookie, query });
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.body.ResponseBody) as UsageLog[]).filter((log) => log.ModuleName === 'Help');
}

describe('the usage logs of a bulk import', () => {
  it('logs the new entries of an import once, with who imported them; the same file again logs nothing', async () => {
    const owner = await foundingOwner(platform);
    const rows = Array.from({ length: 30 }, (_, i) => `How do I open door ${i}?,With badge ${i}.`);
    const file = ['Questions,Answer', ...rows].join('\r\n');
    expect(await sendFile(owner.cookie, 'ImportHelp', 'csv', file)).toMatchObject({ New: 30, Invalid: 0 });

    const logs = await importLogs(owner.cookie);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      LogType: 'Create',
      LogText: 'Imported 30 new Help entries',
      Email: owner.email,
      OrganizationID: owner.organizationId,
    });

    expect(await sendFile(owner.cookie, 'ImportHelp', 'csv', file)).toMatchObject({ New: 0, Unchanged: 30 });
    expect(await importLogs(owner.cookie)).toHaveLength(1);
  });
});
