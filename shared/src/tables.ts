/**
 * The DynamoDB tables, as plain data: the CDK stack builds them from this and the local runtime creates them
 * in dynalite from this. Every key attribute is a string.
 */
export interface TableDef {
  /** Logical name; the physical name comes from the environment (TABLE_<KEY>). */
  key: TableKey;
  partitionKey: string;
  sortKey: string;
  indexes: { name: string; partitionKey: string; sortKey: string }[];
  /** Attribute holding an epoch-seconds expiry, swept by DynamoDB TTL when deployed. */
  ttlAttribute?: string;
}

export type TableKey = 'Entities' | 'Catalogue' | 'Logs' | 'Identity';

export const tables: Record<TableKey, TableDef> = {
  /**
   * Organization-scoped records of every type: pk ORG#{org}#{Type} (or PLATFORM#{Type}), sk {id}. ByType lists a
   * type across organizations (typePk TYPE#{Type}); InOrder lists one scope's records of a type in the type's own
   * order (newest first, …), so such a list pages on the server. Both are sparse: only types that need them.
   */
  Entities: {
    key: 'Entities',
    partitionKey: 'pk',
    sortKey: 'sk',
    indexes: [
      { name: 'ByType', partitionKey: 'typePk', sortKey: 'typeSk' },
      { name: 'InOrder', partitionKey: 'pk', sortKey: 'orderSk' },
    ],
    /** Only records that expire carry it (a help import's undo record, 7 days). */
    ttlAttribute: 'expiresAt',
  },
  /** Platform-wide catalogue: categories, systems, field definitions, setting lists, columns, voice intents. */
  Catalogue: { key: 'Catalogue', partitionKey: 'pk', sortKey: 'sk', indexes: [] },
  /**
   * Usage logs: pk ORG#{org}, sk {ISO date}#{id}; ByLogType: ORG#{org}#{LogType}, {ISO date}#{id}; ByRecord (one
   * record's history): ORG#{org}#{Type}#{record id}, {ISO date}#{id}. Per-day counters for the chart: pk
   * ORG#{org}#VOLUME, sk {yyyy-MM-dd}#{LogType} (in no index).
   */
  Logs: {
    key: 'Logs',
    partitionKey: 'pk',
    sortKey: 'sk',
    indexes: [
      { name: 'ByLogType', partitionKey: 'typePk', sortKey: 'sk' },
      { name: 'ByRecord', partitionKey: 'recordPk', sortKey: 'sk' },
    ],
    ttlAttribute: 'expiresAt',
  },
  /** Users, sessions, invitations, sign-in attempts. ByUser lists a user's sessions. */
  Identity: {
    key: 'Identity',
    partitionKey: 'pk',
    sortKey: 'sk',
    indexes: [{ name: 'ByUser', partitionKey: 'userPk', sortKey: 'sk' }],
    ttlAttribute: 'expiresAt',
  },
};

export const tableEnvVar = (key: TableKey) => `TABLE_${key.toUpperCase()}`;
