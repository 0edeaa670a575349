import { DEFAULT_KPI_GRAIN, kpiDataTypes, kpiGrains, type Kpi, kpiFamily } from '@switchboard/shared';
import { listLookups, type DeclaredListScreen, type LookupsOf } from '../../../components/list-screen/declared-screen';
import { listScreen, type EntityFields, type FormValuesOf } from '../../../components/list-screen/entity-fields';
import { unsetWhenEmpty } from '../../../components/list-screen/form/field-codecs';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import { AUDIT_DETAILS, auditFields, referenceField } from '../common/common-fields';
import { multiline, yesNo } from '../common/content-format';
import { familyMessages } from '../common/content-messages';
import { employeeOptions } from '../common/lookup-options';
import { familyData } from '../common/content-data';

const FORM_KEYS = ['Name', 'KPIGrain', 'DataType', 'KPIOwnerEmployeeID', 'Description', 'Active'] as const;

export type KpiFormValues = FormValuesOf<(typeof FORM_KEYS)[number]>;

const kpiFields = (lookups: LookupsOf<'GetKPI'>) =>
  ({
    Name: { label: 'Name', column: { isRowHeader: true, width: 240 }, control: { kind: 'text', countsLength: true } },
    KPIGrain: {
      label: 'Grain',
      control: {
        kind: 'select',
        half: true,
        options: kpiGrains.map((value) => ({ value })),
        initial: DEFAULT_KPI_GRAIN,
        description: 'How often its values are recorded.',
      },
    },
    DataType: {
      label: 'Data type',
      control: {
        kind: 'select',
        half: true,
        options: kpiDataTypes.map((value) => ({ value })),
        initial: 'Number',
        codec: unsetWhenEmpty,
      },
    },
    KPIOwnerEmployeeID: referenceField<Kpi, KpiFormValues>(
      'Owner',
      (kpi) => kpi.KPIOwnerEmployeeID,
      employeeOptions(lookups.Employees),
      lookups.loading,
      { none: 'No owner', description: 'The employee who answers for it.' },
    ),
    Description: {
      label: 'Description',
      detail: (kpi) => multiline(kpi.Description),
      column: { hiddenByDefault: true },
      control: { kind: 'textarea', optional: true, countsLength: true },
    },
    Active: {
      label: 'Active',
      show: (kpi) => yesNo(kpi.Active),
      column: { sortingField: 'Active', filterText: (kpi) => (kpi.Active ? 'Yes' : 'No') },
      control: { kind: 'toggle', placeholder: 'Shown on the voice dashboard', initial: 'true' },
    },
    KpiID: { label: 'KPI ID' },
    ...auditFields<Kpi, KpiFormValues>(),
  }) satisfies EntityFields<Kpi, KpiFormValues, string>;

/** KPIs (spec part 2 §2): what the voice dashboard measures; one that still has values is not deleted. */
export function kpiScreen(lookups: LookupsOf<'GetKPI'>): ListScreenConfig<Kpi, KpiFormValues> {
  return listScreen({
    fields: kpiFields(lookups),
    data: {
      ...familyData<Kpi>(kpiFamily),
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
      fields: FORM_KEYS,
    },
    details: ['KpiID', 'Name', 'KPIGrain', 'DataType', 'KPIOwnerEmployeeID', 'Active', 'Description', ...AUDIT_DETAILS],
    messages: familyMessages(kpiFamily),
  });
}

/** /content/kpis, as the registry renders it. */
export default {
  useLookups: listLookups('GetKPI'),
  config: kpiScreen,
} satisfies DeclaredListScreen<LookupsOf<'GetKPI'>>;
