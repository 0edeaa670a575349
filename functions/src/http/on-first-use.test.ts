import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('loads once and hands every caller the same module', async () => {
    const load = vi.fn(async () => ({ name: 'service' }));
    const service = onFirstUse(load);
    const [first, second] = await Promise.all([service(), service()]);
    const third = await service();
    expect(load).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
    expect(third).toBe(first);
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValue({ name: 'service' });
    const service = onFirstUse(load);
    await expect(service()).rejects.toThrow('chunk missing');
    await expect(service()).resolves.toEqual({ name: 'service' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
