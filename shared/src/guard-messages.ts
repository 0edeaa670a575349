/**
 * Messages of the rules that keep a tenant from misusing the platform (DESIGN §10): one run of a test at a time,
 * where report mail may go and how much, stored upload bytes, what an address may make the console say. Part of THE catalogue (spread into `messages`).
 */
export const guardMessages = {
  msg_skill_test_running: 'This skill test is running already. Please try again when that run has finished.',
  // Skill test report mail (skill-tests/report-mail.ts).
  msg_report_mail_limit:
    'The organization has sent the {limit} mails it may send in 24 hours; the next can go in {wait}.',
  msg_report_not_mailed: 'The report was not mailed: {reason}',
  msg_report_email_unconfirmed:
    '{email} is not an address of your organization and has not confirmed yet that it wants the reports (a link was mailed to it).',
  msg_report_email_confirm_subject: 'Confirm that you want the skill test reports of {organization}',
  msg_report_email_confirm_text:
    '{by} of {organization} asked that the reports of their skill tests be mailed to this address. If you want them, open this link and confirm (it works for {days} days): {link} If you do not, ignore this mail: nothing will be sent to you.',
  msg_report_email_confirmed: '{email} will receive the skill test reports of {organization}.',
  msg_report_email_link_invalid: 'This confirmation link expired or was already used.',
  // Stored upload bytes (functions/src/services/skill-tests/upload-quota.ts).
  msg_upload_quota:
    "This file ({size}) does not fit in your organization's {limit} of stored test definitions ({stored} stored now). Delete skill tests you no longer need, then try again.",
  // The end of an OAuth connect, chosen by a code of the callback's redirect (connections/oauth-outcome.ts).
  msg_oauth_expired: 'This sign-in to the external system expired or was already used. Start the connection again.',
  msg_oauth_superseded: 'A newer connection was started meanwhile. Finish that one, or start again.',
  msg_oauth_denied:
    'The sign-in was cancelled or refused at the external system. Start the connection again to try once more.',
  msg_oauth_provider_error:
    'The external system answered with an error instead of a sign-in. Check the connection there, then start again.',
  msg_oauth_token_refused:
    'The external system did not issue tokens for this sign-in. Check the client ID, the client secret and the token URL, then start again.',
} as const;
