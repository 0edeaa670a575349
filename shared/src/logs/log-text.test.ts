import { describe, expect, it } from 'vitest';
import { createdText, deletedText, secretFieldRule, updatedText } from './log-text';

const isSecret = secretFieldRule(['Password', 'UserLoginPin']);

describe('usage log text', () => {
  it('names a created record and its values, but only the names of secret fields', () => {
    const text = createdText(
      'Employee',
      'e1',
      { FirstName: 'Ada', LastName: 'Lo', UserLoginPinHash: 'scrypt$xyz' },
      isSecret,
    );
    expect(text).toBe("Created Employee 'Ada Lo' (e1): FirstName 'Ada', LastName 'Lo', UserLoginPinHash set (secret)");
  });

  it('says which fields changed, old → new, and never a secret value', () => {
    const text = updatedText(
      'IntegrationConfiguration',
      'c1',
      { SystemName: 'CRM', URL: 'https://a.example', Password: 'Old-Secret-1', Version: 1 },
      { SystemName: 'CRM', URL: 'https://b.example', Password: 'New-Secret-2', Version: 2 },
      isSecret,
    );
    expect(text).toBe(
      "Updated IntegrationConfiguration 'CRM' (c1): URL 'https://a.example' → 'https://b.example'; Password changed (secret)",
    );
    expect(text).not.toMatch(/Secret-\d/);
  });

  it('shortens long values and drops control characters', () => {
    const text = updatedText('Blog', 'b1', { body: 'a' }, { body: `line\n${'x'.repeat(80)}` }, isSecret);
    expect(text).toBe(`Updated Blog b1: body 'a' → 'line ${'x'.repeat(34)}…'`);
  });

  it('names a deleted record', () => {
    expect(deletedText('Blog', 'b1', { title: 'Hello' })).toBe("Deleted Blog 'Hello' (b1)");
    expect(deletedText('Blog', 'b1')).toBe('Deleted Blog b1');
  });
});
