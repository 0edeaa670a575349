import type { ListData } from '../../../components/list-screen/types';

/**
 * The routes of one kind of a connection's records, as the spec names them (Get…, Submit…, Update…, Delete… ?id=),
 * listed for the connection.
 */
export const connectionRecordData = <T>(
  connectionId: string,
  kind: 'ColumnNameChange' | 'CustomColumn',
  idOf: (item: T) => string,
): ListData<T> => ({
  list: `Get${kind}`,
  create: `Submit${kind}`,
  update: `Update${kind}`,
  remove: `Delete${kind}`,
  listQuery: { IntegrationConfigurationID: connectionId },
  toDeleteQuery: (item) => ({ id: idOf(item) }),
});
