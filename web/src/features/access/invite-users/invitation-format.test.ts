import type { InvitedUser } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import { updatedByText } from './invitation-format';

const invitation = (LastUpdatedBy: string) => ({ LastUpdatedBy }) as InvitedUser;

describe('updatedByText', () => {
  it('names who changed the invitation, and says nothing (not "by -") when nobody is known', () => {
    expect(updatedByText(invitation('org.admin@example.com'))).toBe('by org.admin@example.com');
    expect(updatedByText(invitation(''))).toBe('');
  });
});
