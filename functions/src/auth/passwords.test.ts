import { describe, expect, it } from 'vitest';
import { redact } from '../log/log';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const first = await hashPassword('Correct-Horse-1!');
    const second = await hashPassword('Correct-Horse-1!');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Correct-Horse-1!', first)).toBe(true);
    expect(await verifyPassword('correct-horse-1!', first)).toBe(false);
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
  });
});

describe('log redaction', () => {
  it('masks secrets by key at any depth', () => {
    expect(redact({ Email: 'a@b.c', Password: 'p', nested: { Token: 't', ClientSecret: 's', ok: 1 } })).toEqual({
      Email: 'a@b.c',
      Password: '***',
      nested: { Token: '***', ClientSecret: '***', ok: 1 },
    });
  });
});
