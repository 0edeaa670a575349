import { readFileSync } from 'node:fs';
import { AppError } from '../../../errors';
import {
  categoryRepository,
  connectionFieldRepository,
  defaultFieldRepository,
  integrationColumnRepository,
  systemRepository,
  voiceIntentRepository,
} from '../catalogue-repository';
import { stableId } from './stable-id';
import { catalogueSeed, type CatalogueSeed } from './seed-schema';

export function readCatalogueSeed(): CatalogueSeed {
  const text = readFileSync(new URL('./catalogue-seed.json', import.meta.url), 'utf8');
  return catalogueSeed.parse(JSON.parse(text));
}

/** Creates what the catalogue lacks; never overwrites what an administrator changed. Answers how many it added. */
async function ensure<T extends Record<string, unknown>>(
  repository: { create(scope: 'platform', id: string, item: T): Promise<unknown> },
  id: string,
  item: T,
): Promise<number> {
  try {
    await repository.create('platform', id, item);
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
    added += await ensure(categoryRepository, id, { SystemListCategoryID: id, Category: name });
  }
  for (const system of seed.systems) {
    const SystemListID = stableId('system', system.name);
    const SystemListCategoryID = stableId('category', system.category);
    added += await ensure(systemRepository, SystemListID, { SystemListID, Name: system.name, SystemListCategoryID });
    for (const field of system.connectionFields) {
      const id = stableId('connection-field', `${system.name}/${field.FieldName}`);
      added += await ensure(connectionFieldRepository, id, { ...field, SystemListConnectionFieldID: id, SystemListID });
    }
    for (const field of system.defaultSettingFields) {
      const id = stableId('default-field', `${system.name}/${field.FieldName}`);
      added += await ensure(defaultFieldRepository, id, {
        ...field,
        SystemListDefaultSettingFieldID: id,
        SystemListID,
      });
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
