import { SECRET_MASK, type Connection, type SystemList, type VoiceIntent } from '@switchboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { json, standIn, type StandIn } from './stand-ins';

/** Local stand-ins answering in the documented shapes of the Salesforce query API and the ServiceNow Table API. */
let server: StandIn;
let base: string;
const seen: URLSearchParams[] = [];
let orgAdmin: string;
let systems: SystemList[];

beforeAll(async () => {
  server = await standIn((request, response) => {
    seen.push(request.query);
    if (request.path === '/services/data/v59.0/query') {
      if (request.headers.authorization !== 'Bearer sf-token') return void response.writeHead(401).end();
      return json(response, 200, {
        totalSize: 2,
        done: true,
        records: [
          {
            attributes: { type: 'Opportunity', url: '/x/1' },
            Name: 'Acme renewal',
            Amount: 52000,
            StageName: 'Negotiation',
            CloseDate: '2026-12-01',
          },
          {
            attributes: { type: 'Opportunity', url: '/x/2' },
            Name: 'Globex expansion',
            Amount: 18000,
            StageName: 'Proposal',
            CloseDate: '2026-12-15',
          },
        ],
      });
    }
    if (request.path === '/api/now/table/incident') {
      const expected = `Basic ${Buffer.from('svc:pw').toString('base64')}`;
      if (request.headers.authorization !== expected) return void response.writeHead(401).end();
      return json(response, 200, {
        result: [
          { number: 'INC0010001', short_description: 'Email is down', priority: '1 - Critical', state: 'In Progress' },
        ],
      });
    }
    response.writeHead(404).end();
  });
  base = server.url;
  orgAdmin = await signIn(USERS.orgAdmin);
  systems = (await call<{ SystemLists: SystemList[] }>('GetSystemLists', { cookie: orgAdmin })).body.SystemLists;
});
afterAll(() => server.close());

const ids = (name: string) => {
  const system = systems.find((s) => s.Name === name)!;
  return { SystemListID: system.SystemListID, SystemListCategoryID: system.SystemListCategoryID };
};

describe('test questions', () => {
  it('lists the voice intents of a system', async () => {
    const intents = await call<VoiceIntent[]>('GetVoiceIntents', {
      cookie: orgAdmin,
      query: { SystemListID: ids('Salesforce').SystemListID },
    });
    expect(intents.body.map((i) => i.Module).sort()).toEqual([
      'ActivitiesBriefing',
      'PipelineBriefing',
      'QuotaBriefing',
      'SalesBriefing',
    ]);
    expect(intents.body.every((i) => i.UrlFinalParams === 'myOpportunities=true')).toBe(true);
  });

  it('runs a Salesforce briefing through the query API with the stored token and QueryReturnLimit', async () => {
    const created = await call<Connection>('SetupSystemBearerToken', {
      cookie: orgAdmin,
      body: { ...ids('Salesforce'), URL: base, Token: 'sf-token', QueryReturnLimit: 2 },
    });
    expect(created.status).toBe(200);
    const answer = await call<{ Text: string }>('GetTestResponse', {
      cookie: orgAdmin,
      query: {
        ApiUrl: '/services/data/v59.0/query',
        UrlFinalParams: 'myOpportunities=true',
        Module: 'PipelineBriefing',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.Text).toBe(
      'What is my pipeline briefing: 2 item(s).\n1. Acme renewal · 52000 · Negotiation · 2026-12-01\n2. Globex expansion · 18000 · Proposal · 2026-12-15',
    );
    expect(seen.at(-1)!.get('q')).toMatch(/FROM Opportunity WHERE IsClosed = false .* LIMIT 2$/);
  });

  it('never sends the stored token to a URL it was not saved for', async () => {
    const elsewhere = await standIn((_request, response) => response.writeHead(200).end('{}'), 'elsewhere');
    const stored = (await call<Connection[]>('GetIntegrationConfiguration', { cookie: orgAdmin })).body.find(
      (c) => c.SystemName === 'Salesforce',
    )!;
    expect(
      await call('SetupSystemBearerToken', {
        cookie: orgAdmin,
        body: { ...stored, URL: elsewhere.url, Token: SECRET_MASK },
      }),
    ).toMatchObject({
      status: 400,
      body: 'Token: must be typed again when the connection’s address changes (a stored credential is only sent to the address it was saved for).',
    });
    const answer = await call<{ Text: string }>('GetTestResponse', {
      cookie: orgAdmin,
      query: { ApiUrl: '/services/data/v59.0/query', UrlFinalParams: 'myOpportunities=true', Module: 'SalesBriefing' },
    });
    expect(answer.body.Text).toMatch(/^What is my sales briefing: 2 item\(s\)/);
    expect(elsewhere.received).toEqual([]);
    await elsewhere.close();
  });

  it('runs a ServiceNow ticket briefing through the Table API with Basic credentials', async () => {
    await call('SetupSystemBasic', {
      cookie: orgAdmin,
      body: {
        ...ids('ServiceNow'),
        ServiceInstanceName: 'acme',
        URL: base,
        UserName: 'svc',
        Password: 'pw',
        AuthorizationURL: `${base}/api/now/table/incident`,
      },
    });
    const answer = await call<{ Text: string }>('GetTestResponse', {
      cookie: orgAdmin,
      query: { ApiUrl: '/api/now/table/incident', Module: 'TicketBriefing' },
    });
    expect(answer.body.Text).toBe(
      'What is my ticket briefing: 1 item(s).\n1. INC0010001 · Email is down · 1 - Critical · In Progress',
    );
    expect(seen.at(-1)!.get('sysparm_limit')).toBe('3');
  });

  it('refuses an endpoint that is not a voice intent, and says when no connection exists', async () => {
    expect(
      await call('GetTestResponse', { cookie: orgAdmin, query: { ApiUrl: '/services/data/v59.0/sobjects/User' } }),
    ).toMatchObject({
      status: 400,
      body: 'ApiUrl: is not the endpoint of a voice intent of the catalogue',
    });
    const other = await signIn(USERS.otherAdmin);
    expect(
      await call('GetTestResponse', {
        cookie: other,
        query: { ApiUrl: '/api/now/table/incident', Module: 'TopTickets' },
      }),
    ).toMatchObject({
      status: 404,
      body: 'No connection exists for the system of this question.',
    });
  });
});
