import { fillMessage, messages, type Connection } from '@switchboard/shared';

/** Texts of the connection screens, from the shared catalogue. */
export const connectionTexts = {
  added: fillMessage(messages.msg_record_added, { noun: 'Connection' }),
  updated: fillMessage(messages.msg_record_updated, { noun: 'Connection' }),
  removed: fillMessage(messages.msg_record_deleted, { noun: 'Connection' }),
  /** "Amazon Kendra (kb-two) is now the default connection" (without the brackets when it has no instance name). */
  isDefault: (connection: Pick<Connection, 'SystemName' | 'ServiceInstanceName'>) =>
    connection.ServiceInstanceName
      ? fillMessage(messages.msg_setup_default, {
          system: connection.SystemName,
          instance: connection.ServiceInstanceName,
        })
      : fillMessage(messages.msg_setup_default_no_instance, { system: connection.SystemName }),
  connected: (system: string) => fillMessage(messages.msg_setup_connected, { system }),
  hasDataSets: (name: string, n: number) => fillMessage(messages.msg_setup_data_sets, { name, n }),
};
