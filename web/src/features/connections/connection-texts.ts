import { messages } from '@switchboard/shared';

/**
 * Texts of the connection screens the shared catalogue does not hold yet (the data-set refusal is the spec's wording,
 * part 2 §8, as the server words it).
 */
export const connectionTexts = {
  added: messages.msg_record_added.replace('{noun}', 'Connection'),
  updated: messages.msg_record_updated.replace('{noun}', 'Connection'),
  removed: messages.msg_record_deleted.replace('{noun}', 'Connection'),
  isDefault: (system: string) => messages.msg_setup_default.replace('{system}', system),
  connected: (system: string) => `${system} is connected.`,
  hasDataSets: (name: string, count: number) => `${name} has ${count}  Data set(s) and hence, it cannot be deleted.`,
};
