import { readFileSync } from 'node:fs';
import type { UniqueNames } from '../../../data/unique-name';
import { AppError } from '../../../errors';
import {
  categoryRepository,
  connectionFieldRepository,
  defaultFieldRepository,
  integrationColumnRepository,
  systemRepository,
  voiceIntentRepository,
} from '../catalogue-repository';
import { categoryNames, connectionFieldNames, defaultFieldNames, PLATFORM, systemNames } from '../catalogue-names';
import { stableId } from './stable-id';
import { catalogueSeed, type CatalogueSeed } from './seed-schema';

export function readCatalogueSeed(): CatalogueSeed {
  const text = readFileSync(new URL('./catalogue-seed.json', import.meta.url), 'utf8');
  return catalogueSeed.parse(JSON.parse(text));
}

type Names = { names: UniqueNames; scope: string; name: string };

/**
 * Creates what the catalogue lacks; never overwrites what an administrator changed. A record it adds claims its
 * unique name (data/unique-name.ts), so names stay unique after a later seed adds records. Answers how many it added.
 */
async function ensure<T extends Record<string, unknown>>(
  repository: { create(scope: 'platform', id: string, item: T): Promise<unknown> },
  id: string,
  item: T,
  unique?: Names,
): Promise<number> {
  try {
    await repository.create('platform', id, item);
    if (unique) await unique.names.adopt(unique.scope, { id, name: unique.name });
    return 1;
  } catch (error) {
    if (error instanceof AppError && error.kind === 'exists') return 0;
    throw error;
  }
}

export async function seedCatalogue(seed: CatalogueSeed = readCatalogueSeed()): Promise<number> {
  let added = 0;
  for (const name of seed.categories) {
    const id = stableId('category', name);
    const unique = { names: categoryNames, scope: PLATFORM, name };
    added += await ensure(categoryRepository, id, { SystemListCategoryID: id, Category: name }, unique);
  }
  for (const system of seed.systems) {
    const SystemListID = stableId('system', system.name);
    const SystemListCategoryID = stableId('category', system.category);
    const systemRecord = { SystemListID, Name: system.name, SystemListCategoryID };
    added += await ensure(systemRepository, SystemListID, systemRecord, {
      names: systemNames,
      scope: PLATFORM,
      name: system.name,
    });
    for (const field of system.connectionFields) {
      const id = stableId('connection-field', `${system.name}/${field.FieldName}`);
      const unique = { names: connectionFieldNames, scope: SystemListID, name: field.FieldName };
      const record = { ...field, SystemListConnectionFieldID: id, SystemListID };
      added += await ensure(connectionFieldRepository, id, record, unique);
    }
    for (const field of system.defaultSettingFields) {
      const id = stableId('default-field', `${system.name}/${field.FieldName}`);
      const unique = { names: defaultFieldNames, scope: SystemListID, name: field.FieldName };
      const record = { ...field, SystemListDefaultSettingFieldID: id, SystemListID };
      added += await ensure(defaultFieldRepository, id, record, unique);
    }
    for (const column of system.integrationColumns) {
      const id = stableId('column', `${system.name}/${column}`);
      added += await ensure(integrationColumnRepository, id, {
        IntegrationColumnID: id,
        ColumnName: column,
        SystemListID,
      });
    }
  }
  for (const intent of seed.voiceIntents) {
    const id = stableId('voice-intent', `${intent.system}/${intent.Module}`);
    const { system, ...fields } = intent;
    added += await ensure(voiceIntentRepository, id, { id, ...fields, SystemListID: stableId('system', system) });
  }
  return added;
}
