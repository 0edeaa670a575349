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
  msg_delete_confirm: 'Are you sure?',
  msg_invite_sending: 'Sending invitation email ......',
  msg_invite_email_sent: 'Invitation email sent successfully',
  msg_invite_sent: 'Invitation sent to {email}',
  msg_invite_cancel_confirm: 'Are you sure you want to cancel the invitation sent to {email}?',
  msg_invite_cancelled: 'The invitation which was sent to {email} is cancelled.',
  msg_registration_approved: 'Registration approved.',
  msg_registration_configured: 'Registration configured: the employee record of {email} is created.',
  msg_configure_timeout: 'It took longer than expected. Please try again.',
  msg_sign_in_failed: 'The email or password is incorrect.',
  msg_csrf: 'This request is missing the X-Requested-With header.',
  msg_forbidden: 'You are not allowed to do this.',
  msg_not_found: 'Not found.',
  msg_version_conflict: 'Someone else changed this record meanwhile. Reload it and try again.',
  msg_server_error: 'Something went wrong on the server. Please try again later.',
  msg_validate_category: 'Choose a category.',
  msg_validate_system: 'Choose a system.',
  msg_validate_instance: 'Enter the instance name of the system.',
  msg_validate_url: 'Enter the URL of the system (https://…).',
  msg_validate_authorization: 'Choose an authorization type.',
  msg_validate_token: 'Enter the bearer token.',
  msg_validate_basic: 'Enter the user name, the password and the authorization URL.',
  msg_setup_system: 'Enter the instance name of your Salesforce organization.',
  msg_setup_domain: 'Enter your custom domain name, or turn off the custom domain.',
  msg_credentials_valid: 'Your credentials are valid.',
  msg_credentials_invalid: 'Credentials are not valid. Unable to create connection.',
  msg_setup_problem: 'There was a problem connecting to the system. Please try again.',
  msg_setup_connection_exist:
    'Connection already exists. Please remove the existing connection before establishing a new one.',
  msg_setup_timeout: 'External System TimeOut',
  msg_setup_unable_connect: 'Unable to connect to the external system. Check the URL and the credentials.',
  msg_setup_try_again: 'The connection could not be made the default. Please try again.',
  msg_warning: 'Something went wrong. Check your connection and try again.',
  msg_setup_default: '{system} ({instance}) is now the default connection',
  msg_setup_connected: '{system} is connected.',
  msg_setup_data_sets: '{name} has {n}  Data set(s) and hence, it cannot be deleted.',
  msg_integration_exists:
    'An integration has already been configured for this system. Delete or update the existing configuration.',
  msg_external_system: 'The external system could not be reached, so the connection was not saved.',
  msg_cannot_update: 'The connection could not be updated.',
  msg_no_connection: 'No connection exists for the chosen system. Create the connection first.',
  msg_record_added: '{noun} added.',
  msg_record_updated: '{noun} updated.',
  msg_record_deleted: '{noun} deleted.',
  msg_record_add_error: 'The {noun} could not be added.',
  msg_record_update_error: 'The {noun} could not be updated.',
  msg_record_delete_error: 'The {noun} could not be deleted.',
  msg_secrets_retype:
    '{fields}: must be typed again when the connection’s address changes (a stored credential is only sent to the address it was saved for).',
  msg_session_expired: 'Your session expired. Sign in again to carry on: what you typed is kept.',
  msg_edit_conflict: 'Someone else changed this {noun} since you opened it.',
  msg_edit_conflict_reload: 'Reload shows its current values; your changes to it are not kept.',
  msg_leave_unsaved: 'You have changes that are not saved. If you leave this page, they are lost.',
  msg_discard_unsaved: 'You have changes that are not saved. If you close this form, they are lost.',
  msg_fix_fields: 'Correct the fields marked in red.',
  msg_setup_default_no_instance: '{system} is now the default connection',
  msg_category_not_empty: '{category} holds {n} system(s): move or delete them first.',
  msg_system_in_use: '{system} is used by {n} connection(s) and cannot be deleted.',
  // Content (spec part 2 §8, spelling corrected); the other content screens say msg_record_added/updated/deleted.
  msg_kpi_removed: 'KPI removed successfully',
  msg_kpi_saved: 'KPI saved successfully',
  msg_kpi_updated: 'KPI updated successfully',
  msg_news_removed: 'News removed successfully',
  msg_news_added: 'News added successfully',
  msg_news_updated: 'News updated successfully',
  msg_notification_removed: 'Notification removed successfully',
} as const;

export type MessageKey = keyof typeof messages;

/** A catalogue message with its {placeholders} filled in; an unknown placeholder stays as it is. */
export const fillMessage = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    values[name] === undefined ? placeholder : String(values[name]),
  );
