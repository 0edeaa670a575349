import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { LogType, UsageLog } from '@switchboard/shared';
import { dynamo, tableName } from '../../data/clients';
import { decode, encode, Listing } from '../../data/list-query';

/** A usage log to store; the date, id and expiry are given when it is written. */
export interface NewLog {
  LogType: LogType;
  ModuleName: string;
  LogText: string;
  Email: string;
  LogClient: string;
  EmployeeID: string;
  OrganizationID: string;
  RecordType: string;
  RecordID: string;
}

const orgPk = (organizationId: string) => `ORG#${organizationId}`;
export const typePk = (organizationId: string, type: LogType) => `ORG#${organizationId}#${type}`;
export const recordPk = (organizationId: string, type: string, id: string) => `ORG#${organizationId}#${type}#${id}`;
const volumePk = (organizationId: string) => `ORG#${organizationId}#VOLUME`;
const DAY_SECONDS = 86_400;

/** The stored item of a log (also what the benchmark writes in bulk). */
export function logItem(entry: NewLog, retentionDays: number, now: Date) {
  const iso = now.toISOString();
  const LogID = randomUUID();
  const org = entry.OrganizationID;
  return {
    ...entry,
    LogID,
    LogDate: iso,
    pk: orgPk(org),
    sk: `${iso}#${LogID}`,
    typePk: typePk(org, entry.LogType),
    ...(entry.RecordID ? { recordPk: recordPk(org, entry.RecordType, entry.RecordID) } : {}),
    // The record's id too: the text names a record by its name, and a search by id still finds its logs.
    detail: `${entry.LogText} ${entry.Email} ${entry.ModuleName} ${entry.RecordID}`.toLowerCase(),
    expiresAt: Math.floor(now.getTime() / 1000) + retentionDays * DAY_SECONDS,
  };
}

/**
 * Stores one log (one PutItem) and adds one to its organization/day/type counter (one atomic ADD): the two run
 * side by side, neither reads first.
 */
export async function putLog(entry: NewLog, retentionDays: number, now = new Date()): Promise<void> {
  const item = logItem(entry, retentionDays, now);
  const { expiresAt, LogDate: iso } = item;
  const org = entry.OrganizationID;
  await Promise.all([
    dynamo().send(new PutCommand({ TableName: tableName('Logs'), Item: item })),
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('Logs'),
        Key: { pk: volumePk(org), sk: `${iso.slice(0, 10)}#${entry.LogType}` },
        UpdateExpression: 'ADD LogCount :one SET expiresAt = :expiresAt',
        ExpressionAttributeValues: { ':one': 1, ':expiresAt': expiresAt },
      }),
    ),
  ]);
}

/** Which partition a page reads: the organization's logs, one type's (ByLogType) or one record's (ByRecord). */
export type LogPartition =
  | { by: 'organization'; organizationId: string }
  | { by: 'type'; organizationId: string; type: LogType }
  | { by: 'record'; organizationId: string; type: string; id: string };

export interface LogPageRequest {
  partition: LogPartition;
  /** sk bounds, inclusive (ISO dates; the upper one ends in `#~` to take every id of its last moment). */
  range?: { from: string; to: string };
  /** Lower-case text the log's text, email or module must contain. */
  detail?: string;
  pageSize: number;
  cursor?: string;
}

/** Logs a filtered page reads at most in one request; past it, the page answers what it found and a cursor. */
export const MAX_LOGS_EXAMINED = 1000;

function partitionKey(partition: LogPartition): { index?: string; name: string; value: string } {
  if (partition.by === 'type')
    return { index: 'ByLogType', name: 'typePk', value: typePk(partition.organizationId, partition.type) };
  if (partition.by === 'record') {
    return {
      index: 'ByRecord',
      name: 'recordPk',
      value: recordPk(partition.organizationId, partition.type, partition.id),
    };
  }
  return { name: 'pk', value: orgPk(partition.organizationId) };
}

const HIDDEN = ['pk', 'sk', 'typePk', 'recordPk', 'detail', 'expiresAt'];
const strip = (item: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !HIDDEN.includes(name))) as unknown as UsageLog;

/**
 * A page of logs, newest first: a key-condition Query on the partition and date range. With a detail filter, at
 * most MAX_LOGS_EXAMINED logs are read per request; a page that stops there answers fewer rows and a cursor.
 */
export async function pageOfLogs(request: LogPageRequest): Promise<Listing<UsageLog>> {
  const key = partitionKey(request.partition);
  const attributes = key.name === 'pk' ? ['pk', 'sk'] : ['pk', 'sk', key.name];
  const shape = { attributes, fixed: { [key.name]: key.value } };
  const query: QueryCommandInput = {
    TableName: tableName('Logs'),
    ...(key.index ? { IndexName: key.index } : {}),
    KeyConditionExpression: `${key.name} = :key${request.range ? ' AND sk BETWEEN :from AND :to' : ''}`,
    ExpressionAttributeValues: {
      ':key': key.value,
      ...(request.range ? { ':from': request.range.from, ':to': request.range.to } : {}),
      ...(request.detail ? { ':detail': request.detail } : {}),
    },
    ...(request.detail ? { FilterExpression: 'contains(detail, :detail)' } : {}),
    ScanIndexForward: false,
  };
  const want = request.pageSize;
  const items: Record<string, unknown>[] = [];
  let start = request.cursor ? decode(request.cursor, shape) : undefined;
  let examined = 0;
  do {
    const limit = request.detail ? Math.min(MAX_LOGS_EXAMINED - examined, 500) : want + 1 - items.length;
    const answer = await dynamo().send(new QueryCommand({ ...query, Limit: limit, ExclusiveStartKey: start }));
    examined += answer.ScannedCount ?? 0;
    items.push(...(answer.Items ?? []));
    start = answer.LastEvaluatedKey;
  } while (start && items.length <= want && (!request.detail || examined < MAX_LOGS_EXAMINED));
  if (items.length > want) {
    const given = items.slice(0, want);
    const last = given[want - 1]!;
    return new Listing(given.map(strip), encode(Object.fromEntries(attributes.map((name) => [name, last[name]]))));
  }
  return new Listing(items.map(strip), start ? encode(start) : undefined);
}

/** The per-day counters of an organization between two UTC days (inclusive): one Query of at most a year's items. */
export async function logVolume(organizationId: string, fromDay: string, toDay: string) {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await dynamo().send(
      new QueryCommand({
        TableName: tableName('Logs'),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': volumePk(organizationId), ':from': fromDay, ':to': `${toDay}#~` },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(answer.Items ?? []));
    start = answer.LastEvaluatedKey;
  } while (start);
  return items.map((item) => {
    const [Day, LogType] = String(item.sk).split('#');
    return { Day: Day!, LogType: LogType as LogType, Count: Number(item.LogCount ?? 0) };
  });
}
