import { DEFAULT_KPI_GRAIN, kpiDataTypes, kpiGrains, messages, type Kpi } from '@switchboard/shared';
import { listScreen, type EntityFields } from '../../../components/list-screen/entity-fields';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import { AUDIT_DETAILS, auditFields, referenceField } from '../common/common-fields';
import { multiline, yesNo } from '../common/content-format';
import { contentMessages } from '../common/content-messages';
import { employeeOptions, type ContentLookups } from '../common/lookup-options';
import { contentData } from '../common/content-data';

export type KpiFormValues = {
  Name: string;
  KPIGrain: string;
  DataType: string;
  KPIOwnerEmployeeID: string;
  Description: string;
  Active: string;
};

const kpiFields = (lookups: ContentLookups) =>
  ({
    Name: { label: 'Name', column: { isRowHeader: true, width: 240 }, control: { kind: 'text', maxLength: 100 } },
    KPIGrain: {
      label: 'Grain',
      control: {
        kind: 'select',
        half: true,
        options: kpiGrains.map((value) => ({ value })),
        description: 'How often its values are recorded.',
      },
    },
    DataType: {
      label: 'Data type',
      control: { kind: 'select', half: true, options: kpiDataTypes.map((value) => ({ value })) },
    },
    KPIOwnerEmployeeID: referenceField<Kpi, KpiFormValues>(
      'Owner',
      (kpi) => kpi.KPIOwnerEmployeeID,
      employeeOptions(lookups.employees),
      lookups.loading,
      { none: 'No owner', description: 'The employee who answers for it.' },
    ),
    Description: {
      label: 'Description',
      detail: (kpi) => multiline(kpi.Description),
      column: { hiddenByDefault: true },
      control: { kind: 'textarea', optional: true, maxLength: 2000 },
    },
    Active: {
      label: 'Active',
      show: (kpi) => yesNo(kpi.Active),
      column: { sortingField: 'Active', filterText: (kpi) => (kpi.Active ? 'Yes' : 'No') },
      control: { kind: 'toggle', placeholder: 'Shown on the voice dashboard' },
    },
    KpiID: { label: 'KPI ID' },
    ...auditFields<Kpi, KpiFormValues>(),
  }) satisfies EntityFields<Kpi, KpiFormValues, string>;

const body = (values: KpiFormValues) => ({
  ...values,
  DataType: values.DataType || undefined,
  Active: values.Active === 'true',
});

/** KPIs (spec part 2 §2): what the voice dashboard measures; one that still has values is not deleted. */
export function kpiScreen(lookups: ContentLookups): ListScreenConfig<Kpi, KpiFormValues> {
  return listScreen({
    fields: kpiFields(lookups),
    data: {
      ...contentData<Kpi>(
        { list: 'GetKPI', rowsKey: 'KPIs', create: 'AddKPI', update: 'UpdateKPI', remove: 'DeleteKPI' },
        (kpi) => kpi.KpiID,
      ),
      // The KPI data screen chooses from the KPIs.
      invalidates: ['GetVoiceDashboardKPI'],
    },
    table: {
      id: 'kpis',
      title: 'KPIs',
      plural: 'KPIs',
      description: 'The measures of your voice dashboard, newest first.',
      noun: 'KPI',
      itemId: (kpi) => kpi.KpiID,
      itemLabel: (kpi) => kpi.Name,
      columns: ['Name', 'KPIGrain', 'DataType', 'KPIOwnerEmployeeID', 'Active', 'Description', 'DateLastUpdated'],
    },
    form: {
      fields: ['Name', 'KPIGrain', 'DataType', 'KPIOwnerEmployeeID', 'Description', 'Active'],
      empty: () => ({
        Name: '',
        KPIGrain: DEFAULT_KPI_GRAIN,
        DataType: 'Number',
        KPIOwnerEmployeeID: '',
        Description: '',
        Active: 'true',
      }),
      fromItem: (kpi) => ({
        Name: kpi.Name,
        KPIGrain: kpi.KPIGrain,
        DataType: kpi.DataType,
        KPIOwnerEmployeeID: kpi.KPIOwnerEmployeeID,
        Description: kpi.Description,
        Active: String(kpi.Active),
      }),
      toCreateBody: body,
      toUpdateBody: (values, kpi) => ({ ...body(values), KpiID: kpi.KpiID, Version: kpi.Version }),
    },
    details: ['KpiID', 'Name', 'KPIGrain', 'DataType', 'KPIOwnerEmployeeID', 'Active', 'Description', ...AUDIT_DETAILS],
    messages: contentMessages('KPI', {
      created: messages.msg_kpi_saved,
      updated: messages.msg_kpi_updated,
      deleted: messages.msg_kpi_removed,
    }),
  });
}
