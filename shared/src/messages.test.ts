import { describe, expect, it } from 'vitest';
import { fillMessage, messages } from './messages';

describe('fillMessage', () => {
  it('fills every placeholder it knows and leaves the others', () => {
    expect(fillMessage(messages.msg_setup_data_sets, { name: 'intranet', n: 1 })).toBe(
      'intranet has 1  Data set(s) and hence, it cannot be deleted.',
    );
    expect(fillMessage('{system} is now default for {who}', { system: 'Twilio' })).toBe(
      'Twilio is now default for {who}',
    );
  });
});
