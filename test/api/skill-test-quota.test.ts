import { fillMessage, messages } from '@switchboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, USERS } from './client';
import { foundingOwner } from './organization-people';
import { addedTest, definition, relay, testBody, upload, type Body } from './skill-test-fixtures';

/**
 * The cap on an organization's stored definition files (DESIGN §10), 3 MB in the API tests' runtime
 * (global-setup.ts; 100 MB otherwise). A new organization of its own, so no other test's files count.
 */
let owner: string;
beforeAll(async () => {
  owner = (await foundingOwner(await signIn(USERS.platform))).cookie;
});

/** A valid definition of about 800 KB (100 steps, each with an 7,900-character expected answer). */
const large = (tag: number) =>
  JSON.stringify(
    definition(Array.from({ length: 100 }, (_, i) => ({ say: `q${tag}.${i}`, expect: { equals: 'x'.repeat(7_900) } }))),
  );

describe("an organization's stored upload bytes", () => {
  it('are capped with a clear message, nothing stored past the cap; deleting a test frees its file', async () => {
    const tests: Body[] = [];
    for (const n of [1, 2, 3]) {
      const uploaded = await upload(owner, `large-${n}.json`, large(n));
      expect(uploaded.status, uploaded.body).toBe(200);
      tests.push(await addedTest(owner, { Url: uploaded.body.split('|')[1], TestDefinitionJson: '' }));
    }
    const refused = await upload(owner, 'large-4.json', large(4));
    expect(refused.status).toBe(413);
    expect(refused.body).toMatch(
      /^This file \(0\.\d MB\) does not fit in your organization's 3\.0 MB of stored test definitions \(2\.\d MB stored now\)\. Delete skill tests you no longer need, then try again\.$/,
    );
    expect(refused.body).toBe(
      fillMessage(messages.msg_upload_quota, {
        size: /\((0\.\d MB)\)/.exec(refused.body)![1]!,
        limit: '3.0 MB',
        stored: /\((2\.\d MB) stored/.exec(refused.body)![1]!,
      }),
    );
    // The definition written with the test counts the same.
    const written = await relay('addSkillTest', owner, {
      body: testBody({ TestDefinitionJson: large(5) }),
    });
    expect(written.status).toBe(413);
    const listed = await relay<Body[]>('GetTests', owner, { query: { PageSize: '100' } });
    expect(listed.body).toHaveLength(3);

    expect((await relay('deleteSkillTest', owner, { query: { id: String(tests[0]!.Id) } })).status).toBe(200);
    expect((await upload(owner, 'large-4.json', large(4))).status).toBe(200);
  });
});
