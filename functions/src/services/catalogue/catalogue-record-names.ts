import { categoryRepository, defaultFieldRepository, systemRepository } from './catalogue-repository';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/** The catalogue's records by the names its screens show, for the other domains (a history line names them). */
export const catalogueRecordNames = {
  system: async (id: string) => text((await systemRepository.get('platform', id))?.Name),
  category: async (id: string) => text((await categoryRepository.get('platform', id))?.Category),
  defaultSettingField: async (id: string) => text((await defaultFieldRepository.get('platform', id))?.FieldLabel),
};
