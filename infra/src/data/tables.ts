import { tables as tableDefs, type TableKey } from '@switchboard/shared';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage';

export const tableKeys = Object.keys(tableDefs) as TableKey[];

/** The four DynamoDB tables of the shared table definitions: on-demand, PITR, TTL and GSIs as defined there. */
export class Tables extends Construct {
  readonly byKey: Record<TableKey, Table>;

  constructor(scope: Construct, id: string, stage: StageConfig) {
    super(scope, id);
    const byKey: Partial<Record<TableKey, Table>> = {};
    for (const key of tableKeys) {
      const def = tableDefs[key];
      const table = new Table(this, key, {
        partitionKey: { name: def.partitionKey, type: AttributeType.STRING },
        sortKey: { name: def.sortKey, type: AttributeType.STRING },
        billingMode: BillingMode.PAY_PER_REQUEST,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        timeToLiveAttribute: def.ttlAttribute,
        deletionProtection: stage.deletionProtection,
        removalPolicy: stage.removalPolicy,
      });
      for (const index of def.indexes) {
        table.addGlobalSecondaryIndex({
          indexName: index.name,
          partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
          sortKey: { name: index.sortKey, type: AttributeType.STRING },
          projectionType: ProjectionType.ALL,
        });
      }
      byKey[key] = table;
    }
    this.byKey = byKey as Record<TableKey, Table>;
  }

  /** Index names of a table, for least-privilege Query grants on exactly those indexes. */
  static indexNames(key: TableKey): string[] {
    return tableDefs[key].indexes.map((index) => index.name);
  }
}
