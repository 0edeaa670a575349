/**
 * The message catalogue: the spec's wording (spelling corrected), keyed as the spec keys them where it names a key.
 * Both the console and the server read messages from here.
 */
export const messages = {
  msg_redirect: 'Your session has expired. Please sign in again.',
  msg_get_error: 'There was an error getting data. Check your connection or try later.',
  msg_invoice_get: 'There was an error getting Invoice data. Please check your connection or try later.',
  msg_invoice_post: 'There was an error posting Invoice data. Please check your connection or try later.',
  msg_invoice_delete: 'There was an error deleting Invoice data. Please check your connection or try later.',
  msg_invoice_update: 'There was an error updating Invoice data. Please check your connection or try later.',
  msg_invoice_added: 'Invoice added.',
  msg_invoice_updated: 'Invoice updated.',
  msg_invoice_deleted: 'Invoice deleted.',
  msg_delete_confirm: 'Are you sure ?',
  msg_sign_in_failed: 'The email or password is incorrect.',
  msg_csrf: 'This request is missing the X-Requested-With header.',
  msg_forbidden: 'You are not allowed to do this.',
  msg_not_found: 'Not found.',
  msg_version_conflict: 'Someone else changed this record meanwhile. Reload it and try again.',
  msg_server_error: 'Something went wrong on the server. Please try again later.',
} as const;

export type MessageKey = keyof typeof messages;
