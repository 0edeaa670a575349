import { body, query, type Fixture } from './fixture';

/** Not supported (501): nothing is stored. The id starts with zeros, so no tenancy case reads it as a record. */
const id = '00000000-0000-4000-8000-0000000000a1';

export const aplFixtures: Record<string, Fixture> = {
  'PUT /api/PutAplContent': {
    kind: 'action',
    valid: async () => ({ ...query({ id }), ...body({ type: 'APL', version: '2024.3' }) }),
  },
  'DELETE /api/DeleteAplContent': { kind: 'action', valid: async () => query({ id }) },
};
