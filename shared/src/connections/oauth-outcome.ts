import { messages } from '../messages';

/**
 * Why an OAuth connect ended in an error, as the callback's redirect names it: /setup/systems?oauth=error&reason=…
 * Only a code travels in the address, never text: anyone can send an administrator a link of that shape, and the
 * page shows a message of the catalogue chosen by the code (an unknown code or none: the general one).
 */
const reasonMessages = {
  expired: messages.msg_oauth_expired,
  superseded: messages.msg_oauth_superseded,
  denied: messages.msg_oauth_denied,
  provider: messages.msg_oauth_provider_error,
  token: messages.msg_oauth_token_refused,
  exists: messages.msg_setup_connection_exist,
  failed: messages.msg_setup_problem,
} as const;

export type OAuthErrorReason = keyof typeof reasonMessages;

/** The message the setup page shows for the reason of an address (whatever it holds). */
export const oauthErrorMessage = (reason: string | null | undefined): string =>
  Object.hasOwn(reasonMessages, reason ?? '') ? reasonMessages[reason as OAuthErrorReason] : messages.msg_setup_problem;
