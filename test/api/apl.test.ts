import { messages } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, USERS } from './client';
import { relayed } from './collections-fixtures';

let orgAdmin: string;
let platform: string;

beforeAll(async () => {
  orgAdmin = await signIn(USERS.orgAdmin);
  platform = await signIn(USERS.platform);
});

describe('APL content (deliberately not supported)', () => {
  it('answers 501 NotSupported with the reason to a valid PutAplContent and DeleteAplContent', async () => {
    const id = randomUUID();
    const put = await relayed('PutAplContent', orgAdmin, {
      query: { id },
      body: { type: 'APL', version: '2024.3', mainTemplate: { items: [] } },
    });
    expect(put.status).toBe(501);
    expect(put.wrapper).toMatchObject({
      ResponseStatus: 'NotSupported',
      ResponseMessage: messages.msg_apl_not_supported,
    });
    const removed = await relayed('DeleteAplContent', orgAdmin, { query: { id } });
    expect(removed.status).toBe(501);
    expect(removed.wrapper.ResponseStatus).toBe('NotSupported');
  });

  it('still checks who calls and what is sent', async () => {
    expect((await relayed('DeleteAplContent', undefined, { query: { id: randomUUID() } })).status).toBe(401);
    expect((await relayed('DeleteAplContent', platform, { query: { id: randomUUID() } })).status).toBe(403);
    const badId = await relayed('DeleteAplContent', orgAdmin, { query: { id: 'doc-1' } });
    expect([badId.status, badId.wrapper.ResponseMessage]).toEqual([400, expect.stringMatching(/^QueryString: id: /)]);
    const notObject = await relayed('PutAplContent', orgAdmin, { query: { id: randomUUID() }, body: ['APL'] });
    expect(notObject.status).toBe(400);
    expect(notObject.wrapper.ResponseMessage).toMatch(/^RequestBody: must be a JSON object/);
  });
});
