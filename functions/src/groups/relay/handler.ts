import { relayRoutes } from '@switchboard/shared';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { relayDispatcher } from '../../http/relay-dispatch';
import { connectionsRelay } from './connections';
import { contentRelay } from './content';
import { helpRelay } from './help';
import { logsRelay } from './logs';
import { skillTestsRelay } from './skill-tests';

/** Every relay row of the route table, bound by the group that owns it (one module per group beside this one). */
const relay = relayDispatcher([connectionsRelay, contentRelay, helpRelay, logsRelay, skillTestsRelay]);

export const handler = groupHandler(
  bindGroup('relay', [relayRoutes], {
    RequestData: ({ body, principal, request }) => relay(body, principal, 'read', request),
    SubmitData: ({ body, principal, request }) => relay(body, principal, 'write', request),
  }),
);
