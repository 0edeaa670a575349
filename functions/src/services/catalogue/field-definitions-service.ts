import { sameName, type catalogueFilter, type FieldType } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { EntityRepository } from '../../data/entity-repository';
import { withoutVersion } from '../../data/versioned';
import { refuseTakenName } from '../../data/unique-name';
import { AppError } from '../../errors';
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
 * each is this module configured with its repository and id field.
 */
function fieldDefinitions<Id extends string, Extra extends object>(
  repository: EntityRepository<FieldInput & Record<Id, string> & Record<string, unknown>>,
  idField: Id,
  extra: Extra,
) {
  type Answer = FieldInput & Record<Id, string> & { SystemList: string } & Extra;

  async function assertUniqueName(input: FieldInput, self?: string): Promise<void> {
    const fields = (await repository.all('platform')).filter((f) => f.SystemListID === input.SystemListID);
    refuseTakenName(fields, input.FieldName, {
      name: (f) => f.FieldName,
      id: (f) => f[idField],
      self,
      taken: (existing) => `FieldName: this system already has a field named ${existing}.`,
    });
  }

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
        .map((field) => {
          const rest = withoutVersion(field);
          return { ...rest, ...extra, SystemList: systems.get(rest.SystemListID)!.Name } as Answer;
        })
        .sort((a, b) => a.SystemList.localeCompare(b.SystemList) || a.FieldLabel.localeCompare(b.FieldLabel));
    },

    async create(input: FieldInput): Promise<Answer> {
      const system = await getSystem(input.SystemListID);
      await assertUniqueName(input);
      const id = randomUUID();
      const stored = await repository.create('platform', id, { ...input, [idField]: id } as never);
      return { ...withoutVersion(stored), ...extra, SystemList: system.Name } as Answer;
    },

    async update(input: FieldInput & Record<Id, string>): Promise<'Success'> {
      await getSystem(input.SystemListID);
      if (!(await repository.get('platform', input[idField]))) throw new AppError('notFound');
      await assertUniqueName(input, input[idField]);
      await repository.replace('platform', input[idField], input as never);
      return 'Success';
    },

    async remove(id: string): Promise<'Success'> {
      await repository.delete('platform', id);
      return 'Success';
    },
  };
}

export const defaultSettingFields = fieldDefinitions(defaultFieldRepository, 'SystemListDefaultSettingFieldID', {});
export const connectionFields = fieldDefinitions(connectionFieldRepository, 'SystemListConnectionFieldID', {
  IntegrationDefaultSettingFields: [] as unknown[],
});
