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
    expect(text).toBe("Created employee 'Ada Lo': First name 'Ada', Last name 'Lo', Voice sign-in PIN set (secret)");
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
      "Updated connection 'CRM': URL 'https://a.example' → 'https://b.example'; Password changed (secret)",
    );
    expect(text).not.toMatch(/Secret-\d/);
  });

  it('shortens long values and drops control characters', () => {
    const text = updatedText('Blog', 'b1', { body: 'a' }, { body: `line\n${'x'.repeat(80)}` }, isSecret);
    expect(text).toBe(`Updated blog post b1: Body 'a' → 'line ${'x'.repeat(34)}…'`);
  });

  it('writes a moment as the console writes dates, in UTC and saying so, not as stored', () => {
    const before = { ShortDescription: 'Fire drill', ReleaseTime: '2026-11-01T08:00:00.000Z' };
    const after = { ...before, ReleaseTime: '2026-11-02T17:30:00Z' };
    expect(updatedText('News', 'n1', before, after, isSecret)).toBe(
      "Updated news item 'Fire drill': Release time '1 Nov 2026, 08:00 UTC' → '2 Nov 2026, 17:30 UTC'",
    );
    // Text that only looks like a moment stays as typed.
    expect(createdText('News', 'n2', { ShortDescription: '2026-13-01T08:00:00Z' }, isSecret)).toContain(
      "'2026-13-01T08:00:00Z'",
    );
  });

  it('names a deleted record', () => {
    expect(deletedText('Blog', 'b1', { title: 'Hello' })).toBe("Deleted blog post 'Hello'");
    expect(deletedText('Blog', 'b1')).toBe('Deleted blog post b1');
  });

  it('names a help entry by its first question and its fields by their labels, never by id or key', () => {
    const before = { ShortDescription: 'How do I reset my badge?;Lost badge', LongDescription: 'Ask reception.' };
    const after = { ...before, LongDescription: 'Ask the front desk.' };
    expect(updatedText('Help', 'fe758951-0000-4000-8000-000000000000', before, after, isSecret)).toBe(
      "Updated help entry 'How do I reset my badge?': Answer 'Ask reception.' → 'Ask the front desk.'",
    );
    expect(deletedText('Help', 'fe758951', before)).toBe("Deleted help entry 'How do I reset my badge?'");
    const created = { HelpID: 'h1', ShortDescription: 'Where is parking?', Active: true };
    expect(
      createdText('Help', 'h1', { ...created, HelpCategoryID: '00000000-0000-0000-0000-000000000000' }, isSecret),
    ).toBe("Created help entry 'Where is parking?': Questions 'Where is parking?', Active Yes");
  });

  it("names every family's records and fields as its screen does, and a referenced record never by its id", () => {
    const group = (n: number) => `${n}0000000-0000-4000-8000-000000000000`;
    const before = { ShortDescription: 'Canteen opens', GroupID: group(1), EmployeeID: '', CreatedBy: 'a@example.com' };
    const after = { ...before, GroupID: group(2), EmployeeID: group(3), LongDescription: 'On Monday.' };
    expect(updatedText('Notification', group(9), before, after, isSecret)).toBe(
      "Updated notification 'Canteen opens': Group changed; Employee changed; Long description (empty) → 'On Monday.'",
    );
    expect(
      createdText('Invoice', group(9), { PaymentID: 'PAY-7', Paymentmethod: 'Card', CreatedBy: 'a@x' }, isSecret),
    ).toBe("Created invoice 'PAY-7': Payment ID 'PAY-7', Payment method 'Card'");
    expect(
      updatedText(
        'Briefing',
        group(9),
        { BriefingDetails: 'Drill', LocationID: group(4) },
        { BriefingDetails: 'Drill', LocationID: '' },
        isSecret,
      ),
    ).toBe("Updated briefing 'Drill': Office location cleared");
  });

  it('reads a referenced record by the name the server found, "a deleted group" when it found none', () => {
    const id = (n: number) => `${n}0000000-0000-4000-8000-000000000000`;
    const names = new Map([
      [`GroupID#${id(1)}`, 'Managers'],
      [`GroupID#${id(2)}`, 'Front desk'],
      [`SystemSettingListID#${id(5)}`, 'Usage log retention days'],
    ]);
    const nameOf = (value: string, field: string) => names.get(`${field}#${value}`);
    const news = { ShortDescription: 'Canteen opens', GroupID: id(1) };
    expect(updatedText('News', id(9), news, { ...news, GroupID: id(2) }, isSecret, nameOf)).toBe(
      "Updated news item 'Canteen opens': Group 'Managers' → 'Front desk'",
    );
    expect(updatedText('News', id(9), news, { ...news, GroupID: id(3) }, isSecret, nameOf)).toBe(
      "Updated news item 'Canteen opens': Group 'Managers' → a deleted group",
    );
    expect(createdText('News', id(9), news, isSecret, nameOf)).toBe(
      "Created news item 'Canteen opens': Short description 'Canteen opens', Group 'Managers'",
    );
    const setting = { SystemSettingListID: id(5), Value: '30' };
    expect(updatedText('Setting', id(6), { ...setting, Value: '365' }, setting, isSecret, nameOf)).toBe(
      "Updated setting 'Usage log retention days': Value '365' → '30'",
    );
  });
});
