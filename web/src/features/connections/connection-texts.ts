import { fillMessage, messages } from '@switchboard/shared';

/** Texts of the connection screens, from the shared catalogue. */
export const connectionTexts = {
  added: fillMessage(messages.msg_record_added, { noun: 'Connection' }),
  updated: fillMessage(messages.msg_record_updated, { noun: 'Connection' }),
  removed: fillMessage(messages.msg_record_deleted, { noun: 'Connection' }),
  isDefault: (system: string) => fillMessage(messages.msg_setup_default, { system }),
  connected: (system: string) => fillMessage(messages.msg_setup_connected, { system }),
  hasDataSets: (name: string, n: number) => fillMessage(messages.msg_setup_data_sets, { name, n }),
};
