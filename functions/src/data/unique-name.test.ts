import { describe, expect, it } from 'vitest';
import { refuseTakenName } from './unique-name';

const records = [
  { id: 'a', name: 'Straße Sales' },
  { id: 'b', name: 'Ｓｕｐｐｏｒｔ' },
];
const rule = { name: (r: { name: string }) => r.name, id: (r: { id: string }) => r.id };
const taken = (existing: string) => `Name: ${existing} is taken.`;

describe('refuseTakenName', () => {
  it('refuses a name that looks the same as a stored one (NFKC, case folding, spaces), naming the stored one', () => {
    expect(() => refuseTakenName(records, '  STRASSE   sales ', { ...rule, taken })).toThrow(
      expect.objectContaining({ kind: 'exists', message: 'Name: Straße Sales is taken.' }),
    );
    expect(() => refuseTakenName(records, 'support', { ...rule, taken })).toThrow('Name: Ｓｕｐｐｏｒｔ is taken.');
  });

  it('lets a record keep its own name and takes a new one', () => {
    expect(() => refuseTakenName(records, 'strasse sales', { ...rule, self: 'a', taken })).not.toThrow();
    expect(() => refuseTakenName(records, 'Marketing', { ...rule, taken })).not.toThrow();
  });
});
