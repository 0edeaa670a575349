import { categoryBody, newCollectionCategory } from '../../collections-fixtures';
import { cookieOf } from '../context';
import { body, query, read, renamed, type Fixture } from './fixture';

/** The collection categories' relay operations: each valid call names a category made fresh for it. */
const freshId = async () => ({ id: (await newCollectionCategory(await cookieOf('orgAdmin'))).Id });

export const collectionFixtures: Record<string, Fixture> = {
  'GET /api/CategoriesByOrganization': read(),
  'GET /api/GetCollectionCategories': read(),
  'GET /api/GetCollectionCategory': read(async () => query(await freshId())),
  // Without the client's Id: a GUID in the body would read as a record of the organization to the tenancy sweep.
  'POST /api/PostCollectionCategory': { kind: 'create', valid: async () => body(categoryBody()) },
  'PUT /api/PutCollectionCategory': {
    kind: 'update',
    valid: async () => {
      const category = await newCollectionCategory(await cookieOf('orgAdmin'));
      return {
        query: { id: category.Id },
        body: { Name: category.Name, Description: category.Description, Version: category.Version },
      };
    },
    writer: renamed('Name'),
    readBack: { list: 'GET /api/GetCollectionCategories', id: 'Id' },
  },
  'GET /api/GetCollectionsForCategory': read(async () => query({ CategoryId: (await freshId()).id })),
  'DELETE /api/DeleteCollectionCategory': { kind: 'delete', valid: async () => query(await freshId()) },
};
