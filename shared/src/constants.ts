/** Business constants named by the spec (part 1 §9, part 2 §9). */
export const PAGE_SIZE = 10;
export const LOG_PAGE_SIZE = 50;
export const DEFAULT_QUERY_RETURN_LIMIT = 3;
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

/** How long a message stays on screen before it is cleared (ms), as the spec sets them. */
export const MESSAGE_DELAYS = {
  loadingError: 7000,
  deleteError: 7000,
  inviteModalError: 7000,
  invoice: 9000,
  update: 10000,
  submit: 10000,
  columnSubmit: 12000,
  configureTimeout: 5000,
  success: 5000,
  /** Spec part 2 §9: the blogs screen's messages stay 12 s, the KPI data banner (and its errors) 10 s. */
  blog: 12000,
  kpiData: 10000,
} as const;

/** Header every API request must carry (CSRF rule, DESIGN §2). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';
export const SESSION_COOKIE = 'sb_session';
