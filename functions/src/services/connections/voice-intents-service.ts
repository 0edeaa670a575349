import type { VoiceIntent } from '@switchboard/shared';
import type { Principal } from '../../auth/principal';
import { withoutVersion } from '../../data/versioned';
import { readSecret } from '../../data/secrets';
import { AppError } from '../../errors';
import { OutboundError, safeFetch } from '../../net/safe-fetch';
import { allVoiceIntents } from '../catalogue/voice-intents';
import { connectionRepository, type ConnectionRecord } from './connections-repository';

export async function voiceIntents(filter: { SystemListID?: string }): Promise<VoiceIntent[]> {
  return (await allVoiceIntents())
    .filter((intent) => !filter.SystemListID || intent.SystemListID === filter.SystemListID)
    .map((intent) => withoutVersion(intent) as VoiceIntent)
    .sort((a, b) => a.Question.localeCompare(b.Question));
}

/** The SOQL each Salesforce briefing runs, newest or most relevant first. */
const SOQL: Record<string, string> = {
  SalesBriefing:
    'SELECT Name, Amount, StageName, CloseDate FROM Opportunity WHERE IsWon = true ORDER BY CloseDate DESC',
  PipelineBriefing:
    'SELECT Name, Amount, StageName, CloseDate FROM Opportunity WHERE IsClosed = false ORDER BY CloseDate',
  QuotaBriefing:
    'SELECT Name, Amount, Probability, CloseDate FROM Opportunity WHERE IsClosed = false ORDER BY Amount DESC',
  ActivitiesBriefing: 'SELECT Subject, ActivityDate, Status FROM Task WHERE IsClosed = false ORDER BY ActivityDate',
  CasesBriefing:
    'SELECT CaseNumber, Subject, Status, Priority FROM Case WHERE IsClosed = false ORDER BY CreatedDate DESC',
  TopCases: 'SELECT CaseNumber, Subject, Status, Priority FROM Case WHERE IsClosed = false ORDER BY Priority',
};

type Row = Record<string, unknown>;
const show = (row: Row, fields: string[]) =>
  fields
    .map((field) => row[field])
    .filter((value) => value !== null && value !== undefined && value !== '')
    .join(' · ');

/** Reads the answer out as the assistant would say it: a count, then one line per record. */
function speak(intent: VoiceIntent, rows: Row[]): string {
  if (!rows.length) return `${intent.Question} Nothing to report right now.`;
  const fields = Object.keys(rows[0]!).filter((key) => key !== 'attributes' && key !== 'sys_id');
  const lines = rows.map((row, i) => `${i + 1}. ${show(row, fields)}`);
  return [`${intent.Question.replace(/\?$/, '')}: ${rows.length} item(s).`, ...lines].join('\n');
}

async function fetchJson(url: string, authorization: string): Promise<unknown> {
  let answer;
  try {
    answer = await safeFetch(url, { headers: { authorization, accept: 'application/json' } });
  } catch (error) {
    if (error instanceof OutboundError) throw new AppError('upstream', error.message);
    throw error;
  }
  if (answer.status === 401 || answer.status === 403) {
    throw new AppError('upstream', 'The system refused the stored credentials. Edit the connection and try again.');
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new AppError('upstream', `The system answered ${answer.status} ${answer.statusText}.`);
  }
  try {
    return JSON.parse(answer.body);
  } catch {
    throw new AppError('upstream', 'The system did not answer JSON.');
  }
}

async function authorizationOf(connection: ConnectionRecord): Promise<{ header: string; baseUrl: string }> {
  const secret = connection.SecretName ? await readSecret(connection.SecretName) : {};
  const baseUrl = (secret.InstanceUrl || connection.URL).replace(/\/$/, '');
  if (!baseUrl) throw new AppError('invalid', 'The connection has no URL: edit it and add the instance URL.');
  if (connection.AuthorizationType === 'Basic Auth') {
    return {
      baseUrl,
      header: `Basic ${Buffer.from(`${connection.UserName}:${secret.Password ?? ''}`).toString('base64')}`,
    };
  }
  const token = secret.AccessToken ?? secret.Token;
  if (!token) throw new AppError('invalid', 'The connection holds no token: connect it again.');
  return { baseUrl, header: `Bearer ${token}` };
}

/**
 * Runs a voice intent against the organization's connection to the intent's system:
 * Salesforce through the query API, ServiceNow through the Table API, reading QueryReturnLimit rows.
 */
export async function testResponse(
  query: { ApiUrl: string; UrlFinalParams?: string; Module?: string; IntegrationConfigurationID?: string },
  principal: Principal,
): Promise<{ Text: string; ChartUrl: string; MediaUrl: string; MediaType: string }> {
  const intent = (await voiceIntents({})).find(
    (i) =>
      i.ApiUrl === query.ApiUrl &&
      (query.UrlFinalParams === undefined || i.UrlFinalParams === query.UrlFinalParams) &&
      (!query.Module || i.Module === query.Module),
  );
  if (!intent) throw new AppError('invalid', 'ApiUrl: is not the endpoint of a voice intent of the catalogue');
  const connections = (await connectionRepository.all({ organizationId: principal.organizationId })).filter(
    (c) =>
      c.SystemListID === intent.SystemListID &&
      (!query.IntegrationConfigurationID || c.IntegrationConfigurationID === query.IntegrationConfigurationID),
  );
  // An organization has at most one connection per system.
  const connection = connections[0];
  if (!connection) throw new AppError('notFound', 'No connection exists for the system of this question.');
  const { baseUrl, header } = await authorizationOf(connection);
  const limit = connection.QueryReturnLimit || 3;

  let rows: Row[];
  if (intent.ApiUrl.startsWith('/services/data/')) {
    const soql = `${SOQL[intent.Module] ?? SOQL.PipelineBriefing} LIMIT ${limit}`;
    const json = (await fetchJson(`${baseUrl}${intent.ApiUrl}?q=${encodeURIComponent(soql)}`, header)) as {
      records?: Row[];
    };
    rows = json.records ?? [];
  } else {
    const params = new URLSearchParams(intent.UrlFinalParams);
    params.set('sysparm_limit', String(limit));
    params.set('sysparm_fields', 'number,short_description,priority,state');
    params.set('sysparm_display_value', 'true');
    const json = (await fetchJson(`${baseUrl}${intent.ApiUrl}?${params}`, header)) as { result?: Row[] };
    rows = json.result ?? [];
  }
  return { Text: speak(intent, rows.slice(0, limit)), ChartUrl: '', MediaUrl: '', MediaType: '' };
}
