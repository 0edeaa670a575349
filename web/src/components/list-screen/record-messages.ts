import { fillMessage, MESSAGE_DELAYS, messages } from '@switchboard/shared';
import { capitalize } from '../format/text';
import type { ListScreenConfig, ListScreenMessages } from './types';

const fill = (template: string, noun: string) => fillMessage(template, { noun });

/** The catalogue's messages of one kind of record ("System added.", "The system could not be deleted. …"). */
export function recordMessages(noun: string): ListScreenMessages {
  return {
    loadError: messages.msg_get_error,
    createError: fill(messages.msg_record_add_error, noun),
    updateError: fill(messages.msg_record_update_error, noun),
    deleteError: fill(messages.msg_record_delete_error, noun),
    created: fill(messages.msg_record_added, capitalize(noun)),
    updated: fill(messages.msg_record_updated, capitalize(noun)),
    deleted: fill(messages.msg_record_deleted, capitalize(noun)),
  };
}

/**
 * The spec's display times (part 1 §8): loading and delete errors 7 s, update and submit errors 10 s, column
 * submits 12 s; confirmations 5 s.
 */
export function specDelays({ columnSubmit = false } = {}): Pick<
  ListScreenConfig<unknown>,
  'messageDelayMs' | 'messageDelays'
> {
  const submit = columnSubmit ? MESSAGE_DELAYS.columnSubmit : MESSAGE_DELAYS.submit;
  return {
    messageDelayMs: MESSAGE_DELAYS.loadingError,
    messageDelays: {
      load: MESSAGE_DELAYS.loadingError,
      delete: MESSAGE_DELAYS.deleteError,
      create: submit,
      update: columnSubmit ? MESSAGE_DELAYS.columnSubmit : MESSAGE_DELAYS.update,
      success: MESSAGE_DELAYS.success,
    },
  };
}
