import { z } from 'zod';
import { connection } from '../schemas/connections';
import { route } from './define';

export const connectionsRoutes = {
  GetIntegrationConfiguration: route({
    method: 'GET',
    path: '/SetupProcessEntity/GetIntegrationConfiguration',
    group: 'connections',
    access: ['OrgAdmin'],
    answer: z.array(connection),
    summary: "The organization's connections, newest first, credentials masked.",
  }),
};
