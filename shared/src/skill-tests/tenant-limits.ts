/**
 * The caps of what an organization's skill tests may do (DESIGN §10: everything a tenant can grow has a cap).
 *
 * Report mail goes only to an address of one of the organization's users at once, or to any other address once
 * its owner opened the link mailed to it and confirmed; reports and confirmation requests together count against
 * REPORT_MAILS_PER_DAY in any 24 hours.
 */
export const REPORT_MAILS_PER_DAY = 100;
/** How long a confirmation link works. */
export const REPORT_CONFIRMATION_DAYS = 7;
/** The bytes of skill-test definition files an organization may store: 100 files of the 1 MB maximum. */
export const UPLOAD_BYTES_PER_ORGANIZATION = 100 * 1024 * 1024;
