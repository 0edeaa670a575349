import { contentFamilies } from '@switchboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { added, derivedBody } from './content-fixtures';
import { changedField } from './family-samples';

/**
 * The body a family gets from its field rules (family-samples.ts), which the API tests and the sweeps send for a
 * content family without a written sample: every content family's is valid and stored as sent.
 */
type Body = Record<string, unknown>;

let orgAdmin: string;
beforeAll(async () => {
  orgAdmin = await signIn(USERS.orgAdmin);
});

describe.each(contentFamilies.map((family) => [family.type, family] as const))(
  'a %s read from its field rules (what a family without a written sample is tested with)',
  (_, family) => {
    it('is stored, with the text that changes as sent', async () => {
      const body = await derivedBody(family, orgAdmin);
      const record = await added<Body>(family.add.name, orgAdmin, body);
      const field = changedField(family);
      expect(record[field]).toBe(body[field]);
      const answer = (await call(family.list.name, { cookie: orgAdmin })).body;
      const items =
        'items' in family.list ? (answer as Record<string, Body[]>)[family.list.items]! : (answer as Body[]);
      expect(items.find((item) => item[family.id] === record[family.id])).toEqual(record);
    });
  },
);
