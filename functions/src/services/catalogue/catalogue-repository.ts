import type {
  ConnectionField,
  DefaultSettingField,
  SystemList,
  SystemListCategory,
  VoiceIntent,
} from '@switchboard/shared';
import { EntityRepository } from '../../data/entity-repository';

type Row<T> = T & Record<string, unknown>;
const inCatalogue = { table: 'Catalogue' } as const;

/** The platform-wide catalogue, in the Catalogue table (pk PLATFORM#{Type}, sk {id}). */
export const categoryRepository = new EntityRepository<Row<SystemListCategory>>('Category', inCatalogue);
export const systemRepository = new EntityRepository<Row<SystemList>>('System', inCatalogue);
export const defaultFieldRepository = new EntityRepository<Row<Omit<DefaultSettingField, 'SystemList'>>>(
  'DefaultSettingField',
  inCatalogue,
);
export const connectionFieldRepository = new EntityRepository<
  Row<Omit<ConnectionField, 'SystemList' | 'IntegrationDefaultSettingFields'>>
>('ConnectionField', inCatalogue);
export const integrationColumnRepository = new EntityRepository<
  Row<{ IntegrationColumnID: string; ColumnName: string; SystemListID: string }>
>('IntegrationColumn', inCatalogue);
export const voiceIntentRepository = new EntityRepository<Row<VoiceIntent>>('VoiceIntent', inCatalogue);
