import { connection as connectionSchema, routes, type DefaultSettingField } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  describeScreenContracts,
  expectColumnsOf,
  guid,
  rowOf,
  shapeKeys,
  shownText,
} from '../../components/list-screen/screen-contract';
import { columnChangesScreen } from './integration-settings/column-changes-screen';
import { customColumnsScreen } from './integration-settings/custom-columns-screen';
import { integrationDefaultsScreen } from './integration-settings/integration-defaults-screen';
import { connectionsTable } from './systems/connections-table';

const connectionId = guid(1);

/**
 * The integration settings' screens of one connection against their routes' schemas: what catalogue.spec.ts's
 * adds checked of the column name changes and custom columns (a column of the system renamed; a column of one's own
 * with its type), and of the default settings, which are added by editing a setting the connection has no value of.
 */
describeScreenContracts([
  {
    title: 'Column name changes',
    screen: columnChangesScreen({
      connectionId,
      systemName: 'Internal data',
      columns: ['ShortDescription', 'LongDescription'],
      columnsLoading: false,
    }),
    idKey: 'IntegrationColumnChangeID',
    typed: { DefaultColumnName: 'ShortDescription', CustomColumnName: 'Summary' },
    details: ['Default column: ShortDescription', 'Custom name: Summary'],
    texts: {
      created: 'Column name change added.',
      updated: 'Column name change updated.',
      deleted: 'Column name change deleted.',
    },
  },
  {
    title: 'Custom columns',
    screen: customColumnsScreen(connectionId),
    idKey: 'IntegrationCustomColumnID',
    typed: { CustomColumnName: 'RegionCode', CustomColumnType: 'Integer' },
    defaults: { CustomColumnName: '', CustomColumnType: 'String' },
    details: ['Name: RegionCode', 'Type: Integer'],
    texts: { created: 'Custom column added.', updated: 'Custom column updated.', deleted: 'Custom column deleted.' },
  },
]);

const limitField: DefaultSettingField = {
  SystemListDefaultSettingFieldID: guid(2),
  FieldName: 'QueryReturnLimit',
  FieldLabel: 'Query return limit',
  FieldType: 'Integer',
  FieldShortDescription: 'How many entries an answer reads out.',
  SystemListID: guid(3),
  SystemList: 'Internal data',
  Version: 1,
};

describe('the Default settings screen as declared', () => {
  const stored = {
    IntegrationDefaultSettingFieldID: guid(4),
    IntegrationConfigurationID: connectionId,
    SystemListDefaultSettingID: limitField.SystemListDefaultSettingFieldID,
    Name: 'QueryReturnLimit',
    Value: '5',
    Version: 1,
  };
  const screen = integrationDefaultsScreen(connectionId, 'Internal data', [limitField]);
  const rowsOf = (answer: unknown[]) => screen.data.selectRows!(answer);
  const { form } = screen;

  it('lists every default setting of the system, one without a value as new, and adds its value by editing it', () => {
    const [row] = rowsOf([]);
    expect(screen.table.isNew?.(row!)).toBe(true);
    expect(screen.table.hideAdd).toBe(true);
    expect(shownText(screen.table.columns.find((c) => c.id === 'value')!.cell(row!))).toContain('Not set');
    // The edit of a new row is sent to the create route: its body is within the create schema.
    const body = form.toUpdateBody({ ...form.fromItem(row!), Value: ' 5 ' }, row!) as Record<string, unknown>;
    expect(form.createSchema.safeParse(body).error?.issues ?? []).toEqual([]);
    expect(body).toMatchObject({ IntegrationConfigurationID: connectionId, Name: 'QueryReturnLimit', Value: '5' });
    expect(form.extraErrors?.({ ...form.fromItem(row!), Value: 'three' }, 'edit')).toMatchObject({
      Value: expect.stringContaining('whole number'),
    });
  });

  it('reads a stored value back into the form and updates it within its update schema', () => {
    const [row] = rowsOf([stored]);
    expect(screen.table.isNew?.(row!)).toBe(false);
    const values = form.fromItem(row!);
    expect(values).toMatchObject({ Value: '5', FieldName: 'QueryReturnLimit', FieldType: 'Integer' });
    const update = form.toUpdateBody({ ...values, Value: '7' }, row!) as Record<string, unknown>;
    // The form checks both saves with the create schema (a new row's edit creates it); the update route's schema
    // takes the value's id besides.
    expect(screen.data.update).toBe('UpdateIntegrationDefaultSettingField');
    const updateSchema = routes.UpdateIntegrationDefaultSettingField.body as z.ZodMiniType;
    const updateKeys = shapeKeys(updateSchema);
    expect(Object.keys(update).filter((key) => !updateKeys.includes(key))).toEqual([]);
    expect(updateSchema.safeParse(update).error?.issues ?? []).toEqual([]);
    expect(update).toMatchObject({ IntegrationDefaultSettingFieldID: stored.IntegrationDefaultSettingFieldID });
    const details = screen.details(row!).map((d) => `${d.label}: ${shownText(d.value)}`);
    expect(details).toEqual(expect.arrayContaining(['Setting: Query return limit', 'Value: 5']));
    expect(screen.messages.texts).toMatchObject({
      created: 'Default setting added.',
      deleted: 'Default setting deleted.',
    });
  });
});

describe('the Setup systems table as declared', () => {
  it('sorts by fields of a connection and shows its category, system and instance', () => {
    const connection = rowOf(connectionSchema, {
      IntegrationConfigurationID: connectionId,
      SystemName: 'Salesforce',
      Category: 'CRM',
      ServiceInstanceName: 'prod',
      AuthorizationType: 'Basic',
      CredentialsStatus: 'valid',
    });
    expect(connectionSchema.safeParse(connection).error?.issues ?? []).toEqual([]);
    const handlers = {} as Parameters<typeof connectionsTable>[0];
    expectColumnsOf(connectionsTable(handlers), connection as never, ['CRM', 'Salesforce', 'prod']);
  });
});
