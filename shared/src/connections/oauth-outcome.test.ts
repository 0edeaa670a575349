import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { oauthErrorMessage } from './oauth-outcome';

describe('oauthErrorMessage', () => {
  it("answers the catalogue's message of a known code, and the general one for anything else", () => {
    expect(oauthErrorMessage('denied')).toBe(messages.msg_oauth_denied);
    expect(oauthErrorMessage('exists')).toBe(messages.msg_setup_connection_exist);
    for (const other of [null, undefined, '', 'toString', '__proto__', 'Call +1 800 555 0100']) {
      expect(oauthErrorMessage(other)).toBe(messages.msg_setup_problem);
    }
  });
});
