import {
  columnChangeFamily,
  customColumnFamily,
  integrationDefaultFamily,
  sameName,
  valueProblem,
  type FieldType,
} from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import type { Principal } from '../../auth/principal';
import { EntityRepository } from '../../data/entity-repository';
import { uniqueNames } from '../../data/unique-name';
import { withoutVersion } from '../../data/versioned';
import type { Versioned } from '../../data/versioned';
import { AppError, invalid } from '../../errors';
import { storedConnections, type ConnectionRecord } from '../connections/stored-connections';
import { defaultFieldRepository, integrationColumnRepository } from './catalogue-repository';

type Base = { IntegrationConfigurationID: string } & Record<string, unknown>;

interface Kind<T extends Base, Id extends string> {
  type: string;
  idField: Id;
  /** Field whose value must be unique within one connection, and how to say so. */
  uniqueField: keyof T & string;
  /** Checks the input against the connection's system and completes it; throws a 400 naming the field. */
  check?: (input: T, connection: ConnectionRecord) => Promise<T>;
}

/** The scope of a connection record's unique value: its organization and connection. */
const scopeOf = (organizationId: string, connectionId: string) => `${organizationId}#${connectionId}`;
const inScope = (scope: string) => {
  const [organizationId, connectionId] = scope.split('#') as [string, string];
  return { organization: { organizationId }, connectionId };
};

/**
 * Records that belong to one of the organization's connections (integration defaults, column name changes, custom
 * columns): every one names its connection, which must be the organization's (else 404), and is stored under it.
 * Its unique field is unique per connection, held by claim items (data/unique-name.ts).
 */
function connectionRecords<T extends Base, Id extends string>(kind: Kind<T, Id>) {
  type Stored = T & Record<Id, string>;
  const repository = new EntityRepository<Stored>(kind.type);
  const scope = (principal: Principal) => ({ organizationId: principal.organizationId });
  const valueOf = (record: Stored) => String(record[kind.uniqueField]);
  const ownRecords = async (organization: { organizationId: string }, connectionId: string) =>
    (await repository.all(organization)).filter((r) => r.IntegrationConfigurationID === connectionId);

  const names = uniqueNames({
    kind: `${kind.type}.${kind.uniqueField}`,
    table: 'Entities',
    async nameOf(where, id) {
      const { organization, connectionId } = inScope(where);
      const record = await repository.get(organization, id);
      return record?.IntegrationConfigurationID === connectionId ? valueOf(record) : undefined;
    },
    async records(where) {
      const { organization, connectionId } = inScope(where);
      return (await ownRecords(organization, connectionId)).map((r) => ({ id: r[kind.idField], name: valueOf(r) }));
    },
    taken: (existing) => `${kind.uniqueField}: this connection already has ${existing}.`,
  });

  async function prepare(input: T, principal: Principal): Promise<T> {
    const connection = await storedConnections.of(principal.organizationId, input.IntegrationConfigurationID);
    return kind.check ? kind.check(input, connection) : input;
  }

  return {
    async list(filter: { IntegrationConfigurationID?: string }, principal: Principal): Promise<Versioned<Stored>[]> {
      const connectionId = filter.IntegrationConfigurationID;
      if (!connectionId) return repository.all(scope(principal));
      await storedConnections.of(principal.organizationId, connectionId);
      return ownRecords(scope(principal), connectionId);
    },
    async add(input: T, principal: Principal): Promise<Versioned<Stored>> {
      const checked = await prepare(input, principal);
      const id = randomUUID();
      const where = scopeOf(principal.organizationId, checked.IntegrationConfigurationID);
      return names.create(where, String(checked[kind.uniqueField]), id, () =>
        repository.create(scope(principal), id, { ...checked, [kind.idField]: id } as Stored),
      );
    },
    /** Replaces the record (with Version: only if nobody changed it since); its unique value stays unique. */
    async update(input: Stored & { Version?: number }, principal: Principal): Promise<'Success'> {
      const { Version, ...fields } = input;
      const id = input[kind.idField];
      const current = await repository.get(scope(principal), id);
      if (!current) throw new AppError('notFound');
      const checked = await prepare(fields as unknown as T, principal);
      const organizationId = principal.organizationId;
      await names.rename(
        id,
        { scope: scopeOf(organizationId, current.IntegrationConfigurationID), name: valueOf(current) },
        { scope: scopeOf(organizationId, checked.IntegrationConfigurationID), name: String(checked[kind.uniqueField]) },
        () =>
          repository.replace(
            scope(principal),
            id,
            { ...checked, [kind.idField]: id } as Stored,
            Version ?? current.Version,
          ),
      );
      return 'Success';
    },
    async remove({ id }: { id: string }, principal: Principal): Promise<'Success'> {
      const current = await repository.get(scope(principal), id);
      if (!current) throw new AppError('notFound');
      const where = scopeOf(principal.organizationId, current.IntegrationConfigurationID);
      await names.remove(where, { id, name: valueOf(current) }, () =>
        repository.delete(scope(principal), id, current.Version),
      );
      return 'Success';
    },
  };
}

export const integrationDefaults = connectionRecords<
  { IntegrationConfigurationID: string; SystemListDefaultSettingID: string; Name: string; Value: string },
  'IntegrationDefaultSettingFieldID'
>({
  type: integrationDefaultFamily.type,
  idField: integrationDefaultFamily.id,
  uniqueField: 'Name',
  /** The value must suit the type and the own range (settingRange) of the system's default setting field it sets. */
  async check(input, connection) {
    const field = await defaultFieldRepository.get('platform', input.SystemListDefaultSettingID);
    if (!field || field.SystemListID !== connection.SystemListID) {
      throw invalid(`SystemListDefaultSettingID: is not a default setting field of ${connection.SystemName}`);
    }
    const problem = valueProblem(field.FieldType, field.FieldLabel, input.Value, field.FieldName);
    if (problem) throw invalid(`Value: ${problem}`);
    return { ...input, Name: field.FieldName };
  },
});

export const columnNameChanges = connectionRecords<
  { IntegrationConfigurationID: string; DefaultColumnName: string; CustomColumnName: string },
  'IntegrationColumnChangeID'
>({
  type: columnChangeFamily.type,
  idField: columnChangeFamily.id,
  uniqueField: 'DefaultColumnName',
  /** Only a column the connection's system really has can be renamed. */
  async check(input, connection) {
    const columns = (await integrationColumnRepository.all('platform')).filter(
      (c) => c.SystemListID === connection.SystemListID,
    );
    const column = columns.find((c) => sameName(c.ColumnName, input.DefaultColumnName));
    if (!column) {
      const known = columns.map((c) => c.ColumnName).join(', ') || 'none';
      throw invalid(`DefaultColumnName: is not a column of ${connection.SystemName} (its columns: ${known})`);
    }
    return { ...input, DefaultColumnName: column.ColumnName };
  },
});

export const customColumns = connectionRecords<
  { IntegrationConfigurationID: string; CustomColumnName: string; CustomColumnType: FieldType },
  'IntegrationCustomColumnID'
>({ type: customColumnFamily.type, idField: customColumnFamily.id, uniqueField: 'CustomColumnName' });

export async function integrationColumns(filter: { SystemListID?: string }) {
  return (await integrationColumnRepository.all('platform'))
    .filter((c) => !filter.SystemListID || c.SystemListID === filter.SystemListID)
    .map(withoutVersion)
    .sort((a, b) => String(a.ColumnName).localeCompare(String(b.ColumnName)));
}
