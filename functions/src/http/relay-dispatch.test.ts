import { collectionsRoutes, connectionsRoutes, groupsWithRoutes, relayOperationEntries } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../auth/principal';
import { Listing } from '../data/list-query';
import { connectionsRelay } from '../groups/relay/connections';
import { contentRelay } from '../groups/relay/content';
import { helpRelay } from '../groups/relay/help';
import { logsRelay } from '../groups/relay/logs';
import { skillTestsRelay } from '../groups/relay/skill-tests';
import { bindRelay, type Binding } from './operation';
import { relayDispatcher } from './relay-dispatch';

const orgAdmin: Principal = { email: 'a@example.com', role: 'OrgAdmin', organizationId: 'org', sessionHash: 'h' };
const info = { requestId: 'r', clientAddress: '127.0.0.1', cookies: {} };
const dispatcher = (bindings: readonly Binding[]) => () => relayDispatcher(bindings as never);

describe('the relay binds every relay row of the route table exactly once', () => {
  it('loads the relay handler and every group handler: each row bound once, nothing else bound', async () => {
    for (const group of groupsWithRoutes()) await expect(import(`../groups/${group}/handler.ts`)).resolves.toBeTruthy();
    const bound = [connectionsRelay, contentRelay, helpRelay, logsRelay, skillTestsRelay].flatMap((binding) =>
      Object.keys(binding.operations),
    );
    expect(relayOperationEntries.map(([name]) => name).sort()).toEqual(bound.sort());
  });

  it('refuses a row bound twice, a row left unbound and an operation that is no relay row of the group', () => {
    expect(dispatcher([connectionsRelay, connectionsRelay])).toThrow('relay: connections is bound twice');
    const { GetIntegrationConfigDataSourceCount: _left, ...unbound } = connectionsRelay.operations;
    expect(dispatcher([{ ...connectionsRelay, operations: unbound }])).toThrow(
      'relay: operation GetIntegrationConfigDataSourceCount has no binding',
    );
    // The content group's relay rows are in two parts of the table: binding one of them leaves the other's stray.
    const onePart = bindRelay('content', [collectionsRoutes], contentRelay.operations as never);
    expect(dispatcher([onePart])).toThrow(/relay: \w+ is no relay operation of content/);
    const stray = { ...connectionsRelay, operations: { ...connectionsRelay.operations, GetInvoices: async () => [] } };
    expect(dispatcher([stray])).toThrow('relay: GetInvoices is no relay operation of connections');
  });
});

describe('a relayed list', () => {
  it('carries its next cursor and whether it was cut in the wrapper', async () => {
    const count = async () => new Listing([1, 2], 'next-page', true);
    const binding = bindRelay('connections', [connectionsRoutes], {
      ...connectionsRelay.operations,
      GetIntegrationConfigDataSourceCount: count,
    } as never);
    const relay = relayDispatcher([binding, contentRelay, helpRelay, logsRelay, skillTestsRelay] as never);
    const request = {
      RequestType: '/api/GetIntegrationConfigDataSourceCount',
      QueryString: '',
      Method: 'GET' as const,
    };
    const answer = await relay(
      { ...request, QueryString: 'id=5e1f0c0a-7b7e-4c1a-9d55-3a0c2b1e9f01' },
      orgAdmin,
      'read',
      info,
    );
    expect(answer).toEqual({
      ResponseStatus: 'Success',
      ResponseMessage: '',
      ResponseBody: '[1,2]',
      NextCursor: 'next-page',
      Truncated: true,
    });
  });
});
