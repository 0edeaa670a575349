import { referenceNouns } from '@switchboard/shared';
import { catalogueRecordNames } from '../catalogue/catalogue-record-names';
import { storedConnections } from '../connections/stored-connections';
import { nameOfReference, type ReferenceKind } from '../content/lookups-service';
import { definitionOf, listCategories } from '../organization/setting-definitions-service';

type NameOf = (id: string, organizationId: string) => Promise<string | undefined>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
const content =
  (kind: ReferenceKind): NameOf =>
  (id, organizationId) =>
    nameOfReference(kind, id, organizationId);

/** How each kind of referenced record (shared's referenceNouns) is found and what names it. */
const byNoun: Record<string, NameOf> = {
  group: content('group'),
  'office location': content('officeLocation'),
  department: content('department'),
  employee: content('employee'),
  KPI: content('kpi'),
  'help category': content('helpCategory'),
  system: catalogueRecordNames.system,
  category: catalogueRecordNames.category,
  'default setting field': catalogueRecordNames.defaultSettingField,
  'setting category': async (id) => text((await listCategories()).find((c) => c.SettingCategoryID === id)?.Name),
  setting: async (id) => text((await definitionOf(id))?.Name),
  connection: async (id, organizationId) => {
    const connection = await storedConnections.find(organizationId, id);
    return text(connection?.ServiceInstanceName) ?? text(connection?.SystemName);
  },
};

/**
 * The names of the records a history line names by id (issue 29 item 2 of round 2: "Group 'Managers' → 'Front
 * desk'"), read from the organization's records (the catalogue's for platform records) when the log is written, so
 * the line keeps the name the record had then. Keyed `{field}#{id}`; a record not found is left out (the line then
 * says "a deleted group"). The request's entry hands it to the audit scope (as retentionDays), so the log writer
 * does not import the services above it.
 */
export async function referenceNames(
  asked: Iterable<{ field: string; id: string }>,
  organizationId: string,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  await Promise.all(
    [...asked].map(async ({ field, id }) => {
      const find = byNoun[referenceNouns[field] ?? ''];
      const name = find ? await find(id, organizationId) : undefined;
      if (name) names.set(`${field}#${id}`, name);
    }),
  );
  return names;
}
