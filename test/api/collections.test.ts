import {
  DEFAULT_COLLECTION_ICON,
  type Collection,
  type CollectionCategory,
  type CollectionWriteAnswer,
} from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, USERS } from './client';
import { newCollectionCategory, relayed, SEEDED_ASSIGNED, SEEDED_FREE } from './collections-fixtures';

let orgAdmin: string;
let staff: string;
let platform: string;
let otherAdmin: string;

const today = () => {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(now.getUTCMonth() + 1)}/${two(now.getUTCDate())}/${now.getUTCFullYear()}`;
};
const categories = async (cookie = orgAdmin) =>
  (await relayed<CollectionCategory[]>('GetCollectionCategories', cookie)).body;
const seeded = async (name: string) => (await categories()).find((c) => c.Name === name)!;

beforeAll(async () => {
  orgAdmin = await signIn(USERS.orgAdmin);
  staff = await signIn(USERS.staff);
  platform = await signIn(USERS.platform);
  otherAdmin = await signIn(USERS.otherAdmin);
});

describe('collection categories through the relay', () => {
  it('adds a category with the client Id, the bundled icon, today and the signed-in employee', async () => {
    const Id = randomUUID();
    const added = await relayed<CollectionWriteAnswer>('PostCollectionCategory', orgAdmin, {
      body: {
        Id,
        Name: 'Travel',
        Description: 'Trips and expenses',
        DateCreated: '01/01/2000',
        LastUpdatedBy: 'someone else',
        OrganizationID: randomUUID(),
      },
    });
    expect(added).toMatchObject({
      status: 200,
      wrapper: { ResponseStatus: 'Success' },
      body: { Success: true, Message: 'Collection category added.', Id },
    });
    const stored = await relayed<CollectionCategory>('GetCollectionCategory', orgAdmin, { query: { id: Id } });
    const employee = await relayed<{ EmployeeId: string; EmployeeOrganizationId: string }>('GetEmployeeData', orgAdmin);
    expect(stored.body).toMatchObject({
      Id,
      Name: 'Travel',
      Description: 'Trips and expenses',
      CategoryIcon: DEFAULT_COLLECTION_ICON,
      DateCreated: today(),
      DateLastUpdated: today(),
      LastUpdatedBy: employee.body.EmployeeId,
      OrganizationID: employee.body.EmployeeOrganizationId,
    });
    expect((await categories()).map((c) => c.Id)).toContain(Id);
  });

  it('lists the seeded categories by name; CategoriesByOrganization answers the same', async () => {
    const listed = await categories();
    expect(listed.map((c) => c.Name)).toEqual(expect.arrayContaining(['Onboarding', 'Policies', 'Product guides']));
    const names = listed.map((c) => c.Name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const byOrganization = await relayed<CollectionCategory[]>('CategoriesByOrganization', staff);
    expect(byOrganization.body.map((c) => c.Id)).toEqual(listed.map((c) => c.Id));
  });

  it('refuses a missing name with the spec message, and stores nothing', async () => {
    const Id = randomUUID();
    const refused = await relayed('PostCollectionCategory', orgAdmin, { body: { Id, Name: '   ' } });
    expect(refused.status).toBe(400);
    expect(refused.wrapper.ResponseMessage).toBe('RequestBody: Name: Please enter the collection category name');
    const missing = await relayed('GetCollectionCategory', orgAdmin, { query: { id: Id } });
    expect(missing.status).toBe(404);
    const badIcon = await relayed('PostCollectionCategory', orgAdmin, {
      body: { Id, Name: 'Icons', CategoryIcon: 'javascript:alert(1)' },
    });
    expect(badIcon.status).toBe(400);
    expect(badIcon.wrapper.ResponseMessage).toMatch(/^RequestBody: CategoryIcon: must be an http\(s\) address/);
    expect((await relayed('GetCollectionCategory', orgAdmin, { query: { id: Id } })).status).toBe(404);
  });

  it('changes a category: new fields, DateCreated kept, a stale Version refused', async () => {
    const category = await newCollectionCategory(orgAdmin);
    const put = await relayed<CollectionWriteAnswer>('PutCollectionCategory', staff, {
      query: { id: category.Id },
      body: { Name: 'Renamed', Description: 'New words', Version: category.Version },
    });
    expect(put.body).toMatchObject({ Success: true, Message: 'Collection category updated.' });
    const read = await relayed<CollectionCategory>('GetCollectionCategory', orgAdmin, { query: { id: category.Id } });
    expect(read.body).toMatchObject({ Name: 'Renamed', Description: 'New words', DateCreated: category.DateCreated });
    const stale = await relayed('PutCollectionCategory', orgAdmin, {
      query: { id: category.Id },
      body: { Name: 'Lost', Version: category.Version },
    });
    expect(stale.status).toBe(409);
    const blank = await relayed('PutCollectionCategory', orgAdmin, { query: { id: category.Id }, body: { Name: '' } });
    expect(blank.wrapper.ResponseMessage).toBe('RequestBody: Name: Please enter the collection category name');
    const after = await relayed<CollectionCategory>('GetCollectionCategory', orgAdmin, { query: { id: category.Id } });
    expect(after.body.Name).toBe('Renamed');
  });

  it('refuses to delete a category collections are assigned to, saying how many', async () => {
    const policies = await seeded(SEEDED_ASSIGNED);
    const using = await relayed<Collection[]>('GetCollectionsForCategory', orgAdmin, {
      query: { CategoryId: policies.Id },
    });
    expect(using.body.map((c) => c.Name)).toEqual(['Benefits and leave']);
    const refused = await relayed('DeleteCollectionCategory', orgAdmin, { query: { id: policies.Id } });
    expect(refused.status).toBe(409);
    expect(refused.wrapper.ResponseMessage).toBe('This category is assigned to 1 collection(s) and cannot be deleted.');
    expect((await categories()).map((c) => c.Id)).toContain(policies.Id);
    const onboarding = await seeded('Onboarding');
    const two = await relayed('DeleteCollectionCategory', orgAdmin, { query: { id: onboarding.Id } });
    expect(two.wrapper.ResponseMessage).toBe('This category is assigned to 2 collection(s) and cannot be deleted.');
  });

  it('deletes a category no collection is assigned to', async () => {
    const category = await newCollectionCategory(staff);
    const none = await relayed<Collection[]>('GetCollectionsForCategory', staff, {
      query: { CategoryId: category.Id },
    });
    expect(none.body).toEqual([]);
    const deleted = await relayed<CollectionWriteAnswer>('DeleteCollectionCategory', staff, {
      query: { id: category.Id },
    });
    expect(deleted.body).toMatchObject({ Success: true, Message: 'Collection category deleted.' });
    expect((await categories()).map((c) => c.Id)).not.toContain(category.Id);
    expect((await seeded(SEEDED_FREE)).Name).toBe(SEEDED_FREE);
  });

  it("answers 404 for another organization's category, and changes nothing", async () => {
    const category = await newCollectionCategory(orgAdmin);
    for (const [name, input] of [
      ['GetCollectionCategory', { query: { id: category.Id } }],
      ['GetCollectionsForCategory', { query: { CategoryId: category.Id } }],
      ['PutCollectionCategory', { query: { id: category.Id }, body: { Name: 'Taken over' } }],
      ['DeleteCollectionCategory', { query: { id: category.Id } }],
    ] as const) {
      expect((await relayed(name, otherAdmin, input)).status, name).toBe(404);
    }
    expect((await categories(otherAdmin)).map((c) => c.Id)).not.toContain(category.Id);
    const still = await relayed<CollectionCategory>('GetCollectionCategory', orgAdmin, { query: { id: category.Id } });
    expect(still.body.Name).toBe(category.Name);
  });

  it('is refused signed out (Redirect) and to a PlatformAdmin (no organization content)', async () => {
    const signedOut = await relayed('GetCollectionCategories', undefined);
    expect(signedOut.status).toBe(401);
    expect(signedOut.wrapper).toBe('Redirect');
    const asPlatform = await relayed('PostCollectionCategory', platform, { body: { Name: 'Platform' } });
    expect(asPlatform.status).toBe(403);
    expect((await categories()).map((c) => c.Name)).not.toContain('Platform');
  });

  it('refuses a query id that is no GUID, naming it', async () => {
    const refused = await relayed('GetCollectionCategory', orgAdmin, { query: { id: 'abc' } });
    expect(refused.status).toBe(400);
    expect(refused.wrapper.ResponseMessage).toMatch(/^QueryString: id: must be an id/);
  });
});
