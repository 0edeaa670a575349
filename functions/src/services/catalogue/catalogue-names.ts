import { uniqueNames } from '../../data/unique-name';
import {
  categoryRepository,
  connectionFieldRepository,
  defaultFieldRepository,
  systemRepository,
} from './catalogue-repository';

/**
 * The unique names of the catalogue, each held by claim items (data/unique-name.ts): category names and system names
 * across the catalogue (scope `platform`; connections switch their behaviour on the lower-cased system name), field
 * names per system (scope: the SystemListID), for each of the two kinds of field definitions.
 */
export const PLATFORM = 'platform';

export const categoryNames = uniqueNames({
  kind: 'CategoryName',
  table: 'Catalogue',
  nameOf: async (_scope, id) => (await categoryRepository.get('platform', id))?.Category,
  records: async () =>
    (await categoryRepository.all('platform')).map((c) => ({ id: c.SystemListCategoryID, name: c.Category })),
  taken: (existing) => `Category: a category named ${existing} already exists.`,
});

export const systemNames = uniqueNames({
  kind: 'SystemName',
  table: 'Catalogue',
  nameOf: async (_scope, id) => (await systemRepository.get('platform', id))?.Name,
  records: async () => (await systemRepository.all('platform')).map((s) => ({ id: s.SystemListID, name: s.Name })),
  taken: (existing) => `Name: a system named ${existing} already exists.`,
});

type FieldRepository = typeof defaultFieldRepository | typeof connectionFieldRepository;

/** Field names per system: the scope is the system's id. */
function fieldNames(kind: string, repository: FieldRepository, idField: string) {
  return uniqueNames({
    kind,
    table: 'Catalogue',
    nameOf: async (systemId, id) => {
      const field = await repository.get('platform', id);
      return field?.SystemListID === systemId ? field.FieldName : undefined;
    },
    records: async (systemId) =>
      (await repository.all('platform'))
        .filter((f) => f.SystemListID === systemId)
        .map((f) => ({ id: String(f[idField]), name: f.FieldName })),
    taken: (existing) => `FieldName: this system already has a field named ${existing}.`,
  });
}

export const defaultFieldNames = fieldNames(
  'DefaultSettingFieldName',
  defaultFieldRepository,
  'SystemListDefaultSettingFieldID',
);
export const connectionFieldNames = fieldNames(
  'ConnectionFieldName',
  connectionFieldRepository,
  'SystemListConnectionFieldID',
);
