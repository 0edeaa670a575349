import { sameName, valueProblem, type FieldType } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import type { Principal } from '../../auth/principal';
import { EntityRepository } from '../../data/entity-repository';
import { withoutVersion } from '../../data/versioned';
import { AppError, invalid } from '../../errors';
import { refuseTakenName } from '../../data/unique-name';
import { connectionOf, type ConnectionRecord } from '../connections/connections-repository';
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

/**
 * Records that belong to one of the organization's connections (integration defaults, column name changes, custom
 * columns): every one names its connection, which must be the organization's (else 404), and is stored under it.
 */
function connectionRecords<T extends Base, Id extends string>(kind: Kind<T, Id>) {
  const repository = new EntityRepository<T & Record<Id, string>>(kind.type);
  const scope = (principal: Principal) => ({ organizationId: principal.organizationId });
  const strip = (record: T & Record<Id, string> & { Version?: number }) =>
    withoutVersion(record) as T & Record<Id, string>;

  async function prepare(input: T, principal: Principal, self?: string): Promise<T> {
    const connection = await connectionOf(principal.organizationId, input.IntegrationConfigurationID);
    const checked = kind.check ? await kind.check(input, connection) : input;
    const own = (await repository.all(scope(principal))).filter(
      (r) => r.IntegrationConfigurationID === input.IntegrationConfigurationID,
    );
    refuseTakenName(own, String(checked[kind.uniqueField]), {
      name: (r) => String(r[kind.uniqueField]),
      id: (r) => r[kind.idField],
      self,
      taken: (existing) => `${kind.uniqueField}: this connection already has ${existing}.`,
    });
    return checked;
  }

  return {
    async list(filter: { IntegrationConfigurationID?: string }, principal: Principal) {
      if (filter.IntegrationConfigurationID)
        await connectionOf(principal.organizationId, filter.IntegrationConfigurationID);
      return (await repository.all(scope(principal)))
        .filter(
          (r) =>
            !filter.IntegrationConfigurationID || r.IntegrationConfigurationID === filter.IntegrationConfigurationID,
        )
        .map(strip);
    },
    async create(input: T, principal: Principal) {
      const checked = await prepare(input, principal);
      const id = randomUUID();
      return strip(
        await repository.create(scope(principal), id, { ...checked, [kind.idField]: id } as T & Record<Id, string>),
      );
    },
    async update(input: T & Record<Id, string>, principal: Principal): Promise<'Success'> {
      const id = input[kind.idField];
      const current = await repository.get(scope(principal), id);
      if (!current) throw new AppError('notFound');
      const checked = await prepare(input, principal, id);
      await repository.replace(scope(principal), id, { ...checked, [kind.idField]: id } as T & Record<Id, string>);
      return 'Success';
    },
    async remove(id: string, principal: Principal): Promise<'Success'> {
      await repository.delete(scope(principal), id);
      return 'Success';
    },
  };
}

export const integrationDefaults = connectionRecords<
  { IntegrationConfigurationID: string; SystemListDefaultSettingID: string; Name: string; Value: string },
  'IntegrationDefaultSettingFieldID'
>({
  type: 'IntegrationDefaultSettingField',
  idField: 'IntegrationDefaultSettingFieldID',
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
  type: 'IntegrationColumnChange',
  idField: 'IntegrationColumnChangeID',
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
>({ type: 'IntegrationCustomColumn', idField: 'IntegrationCustomColumnID', uniqueField: 'CustomColumnName' });

export async function integrationColumns(filter: { SystemListID?: string }) {
  return (await integrationColumnRepository.all('platform'))
    .filter((c) => !filter.SystemListID || c.SystemListID === filter.SystemListID)
    .map(withoutVersion)
    .sort((a, b) => String(a.ColumnName).localeCompare(String(b.ColumnName)));
}
