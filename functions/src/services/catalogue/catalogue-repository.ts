import {
  connectionFieldFamily,
  defaultSettingFieldFamily,
  systemCategoryFamily,
  systemFamily,
  type ConnectionField,
  type DefaultSettingField,
  type SystemList,
  type SystemListCategory,
  type VoiceIntent,
} from '@switchboard/shared';
import { EntityRepository } from '../../data/entity-repository';
import type { WithoutVersion } from '../../data/versioned';

/** A record as stored, without the Version the repository keeps (answers carry it). */
type Row<T> = WithoutVersion<T> & Record<string, unknown>;
const inCatalogue = { table: 'Catalogue' } as const;

/** The platform-wide catalogue, in the Catalogue table (pk PLATFORM#{Type}, sk {id}). */
export const categoryRepository = new EntityRepository<Row<SystemListCategory>>(systemCategoryFamily.type, inCatalogue);
export const systemRepository = new EntityRepository<Row<SystemList>>(systemFamily.type, inCatalogue);
export const defaultFieldRepository = new EntityRepository<Row<Omit<DefaultSettingField, 'SystemList'>>>(
  defaultSettingFieldFamily.type,
  inCatalogue,
);
export const connectionFieldRepository = new EntityRepository<
  Row<Omit<ConnectionField, 'SystemList' | 'IntegrationDefaultSettingFields'>>
>(connectionFieldFamily.type, inCatalogue);
export const integrationColumnRepository = new EntityRepository<
  Row<{ IntegrationColumnID: string; ColumnName: string; SystemListID: string }>
>('IntegrationColumn', inCatalogue);
export const voiceIntentRepository = new EntityRepository<Row<VoiceIntent>>('VoiceIntent', inCatalogue);
