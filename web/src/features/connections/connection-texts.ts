import { messages } from '@switchboard/shared';

/** Texts of the connection screens, from the shared catalogue. */
export const connectionTexts = {
  added: messages.msg_record_added.replace('{noun}', 'Connection'),
  updated: messages.msg_record_updated.replace('{noun}', 'Connection'),
  removed: messages.msg_record_deleted.replace('{noun}', 'Connection'),
  isDefault: (system: string) => messages.msg_setup_default.replace('{system}', system),
  connected: (system: string) => messages.msg_setup_connected.replace('{system}', system),
  hasDataSets: (name: string, count: number) =>
    messages.msg_setup_data_sets.replace('{name}', name).replace('{n}', String(count)),
};
