import { fillMessage, MESSAGE_DELAYS, messages } from '@switchboard/shared';
import { capitalize } from '../format/text';
import type { ListMessages } from './types';

const fill = (template: string, noun: string) => fillMessage(template, { noun });

/**
 * The catalogue's messages of one kind of record ("System added.", "The system could not be deleted. …") with the
 * spec's display times (part 1 §8): loading and delete errors 7 s, update and submit errors 10 s, column submits
 * 12 s; confirmations 5 s.
 */
export function recordMessages(noun: string, { columnSubmit = false } = {}): ListMessages {
  return {
    texts: {
      loadError: messages.msg_get_error,
      createError: fill(messages.msg_record_add_error, noun),
      updateError: fill(messages.msg_record_update_error, noun),
      deleteError: fill(messages.msg_record_delete_error, noun),
      created: fill(messages.msg_record_added, capitalize(noun)),
      updated: fill(messages.msg_record_updated, capitalize(noun)),
      deleted: fill(messages.msg_record_deleted, capitalize(noun)),
    },
    delayMs: MESSAGE_DELAYS.loadingError,
    delays: {
      load: MESSAGE_DELAYS.loadingError,
      delete: MESSAGE_DELAYS.deleteError,
      create: columnSubmit ? MESSAGE_DELAYS.columnSubmit : MESSAGE_DELAYS.submit,
      update: columnSubmit ? MESSAGE_DELAYS.columnSubmit : MESSAGE_DELAYS.update,
      success: MESSAGE_DELAYS.success,
    },
  };
}
