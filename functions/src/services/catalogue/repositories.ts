import type {
  ConnectionField,
  DefaultSettingField,
  SystemList,
  SystemListCategory,
  VoiceIntent,
} from '@switchboard/shared';
import { EntityRepository } from '../../data/entity-repository';

type Row<T> = T & Record<string, unknown>;

/** The platform-wide catalogue, in the Catalogue table (pk PLATFORM#{Type}, sk {id}). */
export const categoryRepository = new EntityRepository<Row<SystemListCategory>>('Category', undefined, 'Catalogue');
export const systemRepository = new EntityRepository<Row<SystemList>>('System', undefined, 'Catalogue');
export const defaultFieldRepository = new EntityRepository<Row<Omit<DefaultSettingField, 'SystemList'>>>(
  'DefaultSettingField',
  undefined,
  'Catalogue',
);
export const connectionFieldRepository = new EntityRepository<
  Row<Omit<ConnectionField, 'SystemList' | 'IntegrationDefaultSettingFields'>>
>('ConnectionField', undefined, 'Catalogue');
export const integrationColumnRepository = new EntityRepository<
  Row<{ IntegrationColumnID: string; ColumnName: string; SystemListID: string }>
>('IntegrationColumn', undefined, 'Catalogue');
export const voiceIntentRepository = new EntityRepository<Row<VoiceIntent>>('VoiceIntent', undefined, 'Catalogue');
