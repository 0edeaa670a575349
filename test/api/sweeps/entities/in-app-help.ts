import { call } from '../../client';
import { cookieOf } from '../context';
import { body, query, read, type Fixture } from './fixture';

/** The in-app help: pages are screens' paths; an OrgAdmin's own text is made first where the call removes it. */
const page = '/organization/settings';

export const inAppHelpFixtures: Record<string, Fixture> = {
  'GET /api/GetInAppHelpByURL': read(async () => query({ url: '/billing/invoices' })),
  // Last writer wins (no Version: a help text is one person's edit of a page), so no race sweep.
  'PUT /api/PutInAppHelp': {
    kind: 'action',
    valid: async () => ({ ...query({ url: page }), ...body({ Title: 'Settings', Content: 'Written by the sweeps.' }) }),
  },
  'DELETE /api/DeleteInAppHelp': {
    kind: 'delete',
    valid: async () => {
      const cookie = await cookieOf('orgAdmin');
      await call('PutInAppHelp', { cookie, query: { url: page }, body: { Title: 'Settings', Content: 'To remove.' } });
      return query({ url: page });
    },
  },
};
