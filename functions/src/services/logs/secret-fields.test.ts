import { routeEntries, secretFieldsOf } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import { isSecretField, secretFieldNames } from './secret-fields';

describe('the secret fields the usage logs hide', () => {
  it('are exactly the fields the route table marks secret', () => {
    const marked = new Set(
      routeEntries.flatMap(([, def]) => [...secretFieldsOf(def.body), ...secretFieldsOf(def.query)]),
    );
    expect([...secretFieldNames].sort()).toEqual([...marked].sort());
  });

  it('hide a marked field, a field named after one, a hash and a secret; not an ordinary field', () => {
    for (const name of ['Password', 'KeySecret', 'UserLoginPin', 'TokenExpiry', 'PasswordHash', 'SecretName']) {
      expect(isSecretField(name), name).toBe(true);
    }
    for (const name of ['Email', 'Name', 'URL']) expect(isSecretField(name), name).toBe(false);
  });
});
