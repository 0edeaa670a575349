import { sameName, type catalogueFilter, type FieldType } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import type { EntityRepository } from '../../data/entity-repository';
import type { UniqueNames } from '../../data/unique-name';
import { AppError } from '../../errors';
import { connectionFieldNames, defaultFieldNames } from './catalogue-names';
import { connectionFieldRepository, defaultFieldRepository } from './catalogue-repository';
import { getSystem, systemLists } from './systems-service';

interface FieldInput {
  FieldName: string;
  FieldLabel: string;
  FieldType: FieldType;
  FieldShortDescription: string;
  SystemListID: string;
}

/**
 * The two kinds of field definitions of a system (default setting fields and connection fields) share every rule;
 * each is this module configured with its repository, id field and field names (unique per system: the scope of
 * their claims is the SystemListID).
 */
function fieldDefinitions<Id extends string, Extra extends object>(
  repository: EntityRepository<FieldInput & Record<Id, string> & Record<string, unknown>>,
  idField: Id,
  names: UniqueNames,
  extra: Extra,
) {
  type Answer = FieldInput & Record<Id, string> & { SystemList: string; Version: number } & Extra;

  return {
    async list(filter: z.output<typeof catalogueFilter>): Promise<Answer[]> {
      const [fields, catalogue] = await Promise.all([repository.all('platform'), systemLists()]);
      const systems = new Map(catalogue.SystemLists.map((s) => [s.SystemListID, s]));
      return fields
        .filter((f) => {
          const system = systems.get(f.SystemListID);
          if (!system) return false;
          if (filter.SystemListID && f.SystemListID !== filter.SystemListID) return false;
          if (filter.categoryId && system.SystemListCategoryID !== filter.categoryId) return false;
          return !filter.systemName || sameName(system.Name, filter.systemName);
        })
        .map((field) => ({ ...field, ...extra, SystemList: systems.get(field.SystemListID)!.Name }) as Answer)
        .sort((a, b) => a.SystemList.localeCompare(b.SystemList) || a.FieldLabel.localeCompare(b.FieldLabel));
    },

    async add(input: FieldInput): Promise<Answer> {
      const system = await getSystem(input.SystemListID);
      const id = randomUUID();
      const stored = await names.create(input.SystemListID, input.FieldName, id, () =>
        repository.create('platform', id, { ...input, [idField]: id } as never),
      );
      return { ...stored, ...extra, SystemList: system.Name } as Answer;
    },

    /** Replaces a field (with Version: only if nobody changed it since); it may move to another system. */
    async update(input: FieldInput & Record<Id, string> & { Version?: number }): Promise<'Success'> {
      const { Version, ...field } = input;
      await getSystem(field.SystemListID);
      const id = input[idField];
      const current = await repository.get('platform', id);
      if (!current) throw new AppError('notFound');
      await names.rename(
        id,
        { scope: current.SystemListID, name: current.FieldName },
        { scope: field.SystemListID, name: field.FieldName },
        () => repository.replace('platform', id, field as never, Version ?? current.Version),
      );
      return 'Success';
    },

    async remove({ id }: { id: string }): Promise<'Success'> {
      const current = await repository.get('platform', id);
      if (!current) throw new AppError('notFound');
      await names.remove(current.SystemListID, { id, name: current.FieldName }, () =>
        repository.delete('platform', id, current.Version),
      );
      return 'Success';
    },
  };
}

export const defaultSettingFields = fieldDefinitions(
  defaultFieldRepository,
  'SystemListDefaultSettingFieldID',
  defaultFieldNames,
  {},
);
export const connectionFields = fieldDefinitions(
  connectionFieldRepository,
  'SystemListConnectionFieldID',
  connectionFieldNames,
  { IntegrationDefaultSettingFields: [] as unknown[] },
);
